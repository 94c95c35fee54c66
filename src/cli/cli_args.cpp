#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "duel/data_loader.hpp"

namespace duel::cli {

bool Args::flag(const std::string& name) {
  for (auto it = args_.begin(); it != args_.end(); ++it) {
    if (*it == name) {
      args_.erase(it);
      return true;
    }
  }
  return false;
}

std::optional<std::string> Args::option(const std::string& name) {
  for (std::size_t i = 0; i < args_.size(); ++i) {
    if (args_[i] == name && i + 1 < args_.size()) {
      std::string value = args_[i + 1];
      args_.erase(args_.begin() + static_cast<long>(i), args_.begin() + static_cast<long>(i) + 2);
      return value;
    }
    if (args_[i].rfind(name + "=", 0) == 0) {
      std::string value = args_[i].substr(name.size() + 1);
      args_.erase(args_.begin() + static_cast<long>(i));
      return value;
    }
  }
  return std::nullopt;
}

long long Args::number(const std::string& name, long long fallback, std::string& error) {
  const std::optional<std::string> text = option(name);
  if (!text) return fallback;
  try {
    std::size_t used = 0;
    const long long value = std::stoll(*text, &used);
    if (used == text->size() && value >= 0) return value;
  } catch (const std::exception&) {
  }
  if (error.empty()) error = name + " expects a non-negative integer, got \"" + *text + "\"";
  return fallback;
}

std::vector<std::string> Args::positional() {
  std::vector<std::string> out;
  for (auto it = args_.begin(); it != args_.end();) {
    if (it->rfind("--", 0) != 0) {
      out.push_back(*it);
      it = args_.erase(it);
    } else {
      ++it;
    }
  }
  return out;
}

std::string Args::unknown() const {
  for (const std::string& a : args_) {
    if (a.rfind("--", 0) == 0) return a;
  }
  return args_.empty() ? std::string() : args_.front();
}

std::shared_ptr<const Rules> load_rules_or_report(Args& args) {
  const std::string dir = args.option("--data").value_or(default_data_dir());
  LoadResult result = load_rules(dir);
  if (!result.ok()) {
    for (const DataError& e : result.errors) std::cerr << e.to_string() << "\n";
    std::cerr << "7wd-cli: the game data in " << dir << " has " << result.errors.size() << " problem(s)\n";
    return nullptr;
  }
  return result.rules;
}

std::string signature_hex(std::uint64_t signature) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(signature));
  return text;
}

}  // namespace duel::cli
