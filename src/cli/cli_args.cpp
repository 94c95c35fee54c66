#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <limits>
#include <new>
#include <system_error>

#include "cli.hpp"
#include "duel/ai/spec.hpp"
#include "duel/data_loader.hpp"
#include "duel/record.hpp"

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
    if (args_[i] == name && i + 1 == args_.size() && without_value_.empty()) without_value_ = name;
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

std::uint64_t Args::number(const std::string& name, std::uint64_t fallback, std::uint64_t min, std::uint64_t max,
                           std::string& error) {
  const std::optional<std::string> text = option(name);
  if (!text) return fallback;
  std::uint64_t value = 0;
  if (ai::parse_uint64_option(*text, value) && value >= min && value <= max) return value;
  if (error.empty()) {
    error = name + " expects an integer from " + std::to_string(min) + " to " + std::to_string(max) + ", got " +
            quote_excerpt(*text);
  }
  return fallback;
}

std::uint64_t Args::seed(std::string& error) {
  return number("--seed", 1, 0, std::numeric_limits<std::uint64_t>::max(), error);
}

void Args::check_all_used(std::string& error) const {
  if (error.empty() && !without_value_.empty()) error = without_value_ + " expects a value after it";
  if (error.empty() && !unknown().empty()) error = "unexpected argument " + quote_excerpt(unknown());
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

std::vector<std::string> split_expansions(const std::string& text) {
  std::vector<std::string> names;
  std::size_t start = 0;
  while (start <= text.size() && !text.empty()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    names.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return names;
}

std::vector<std::string> split_agent_list(const std::string& text, std::string& error) {
  std::vector<std::string> specs;
  for (std::string& piece : split_expansions(text)) {
    const std::size_t first = piece.find_first_not_of(" \t"), last = piece.find_last_not_of(" \t");
    piece = first == std::string::npos ? std::string() : piece.substr(first, last - first + 1);
    const bool option = piece.find('=') != std::string::npos && piece.find(':') == std::string::npos;
    if (piece.empty()) {
      if (error.empty()) error = "--agents has an empty agent spec in " + quote_excerpt(text) + " (separate specs with one comma)";
    } else if (option && (specs.empty() || specs.back().find(':') == std::string::npos)) {
      if (error.empty()) {
        error = "--agents: the option " + quote_excerpt(piece) +
                (specs.empty() ? std::string(" comes before any agent")
                               : " follows " + quote_excerpt(specs.back()) + ", which has no options") +
                " (options go after a colon: mcts:iterations=2000,threads=2)";
      }
    } else if (option) {
      specs.back() += "," + piece;
    } else {
      specs.push_back(piece);
    }
  }
  if (text.empty() && error.empty()) error = "--agents expects a comma-separated list of agent specs";
  return specs;
}

std::shared_ptr<const Rules> load_rules_reporting(const std::string& dir, const std::vector<std::string>& expansions) {
  LoadResult result = load_rules(dir, expansions);
  if (!result.ok()) {
    for (const DataError& e : result.errors) std::cerr << e.to_string() << "\n";
    std::string with;
    for (const std::string& name : canonical_expansions(expansions)) {
      with += with.empty() ? " with " : ", ";
      with += name;
    }
    std::cerr << "7wd-cli: the game data in " << dir << with << " has " << result.errors.size() << " problem(s)\n";
    return nullptr;
  }
  return result.rules;
}

std::shared_ptr<const ai::EvalWeights> load_weights_reporting(const std::string& dir,
                                                              const std::vector<std::string>& expansions, bool& ok) {
  ai::WeightsLoad result = ai::load_eval_weights(dir, expansions);
  ok = result.ok();
  for (const DataError& e : result.errors) std::cerr << e.to_string() << "\n";
  if (!ok) std::cerr << "7wd-cli: the AI's weights in " << dir << " have " << result.errors.size() << " problem(s)\n";
  return result.weights;
}

std::string data_dir_option(Args& args) {
  if (std::optional<std::string> dir = args.option("--data")) return *dir;
  // Linux: the running binary's own path (argv[0] may be a bare name found on $PATH).
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return default_data_dir(ec ? std::string() : exe.parent_path().string());
}

std::shared_ptr<const Rules> load_rules_or_report(Args& args) {
  const std::string dir = data_dir_option(args);
  return load_rules_reporting(dir, split_expansions(args.option("--expansions").value_or("")));
}

std::shared_ptr<const Rules> load_rules_and_weights_or_report(Args& args, std::shared_ptr<const ai::EvalWeights>& weights) {
  const std::string dir = data_dir_option(args);
  const std::vector<std::string> expansions = split_expansions(args.option("--expansions").value_or(""));
  auto rules = load_rules_reporting(dir, expansions);
  if (!rules) return nullptr;
  bool ok = true;
  weights = load_weights_reporting(dir, expansions, ok);
  return ok ? rules : nullptr;
}

std::shared_ptr<const Rules> load_record_rules(const std::string& dir, const std::string& record_text, std::string& error) {
  const std::optional<GameOptions> options = record_options(record_text, error);
  return options ? load_rules_reporting(dir, options->expansions) : nullptr;
}

std::string failure_message(std::exception_ptr failure) {
  try {
    std::rethrow_exception(failure);
  } catch (const std::bad_alloc&) {
    return "out of memory";
  } catch (const std::system_error& e) {
    return "the system refused: " + e.code().message();
  } catch (const std::exception& e) {
    return std::string("internal error: ") + e.what();
  } catch (...) {
  }
  return "internal error";
}

void check_agent_specs(std::span<const std::string> specs, std::string& error) {
  for (const std::string& spec : specs) {
    if (error.empty() && !ai::make_agent(spec, 0, error)) break;
  }
}

std::string time_cap_note(const ai::MoveTimes& times) {
  if (times.time_capped == 0) return "";
  return "time cap reached in " + std::to_string(times.time_capped) + " of " + std::to_string(times.moves) +
         " moves: these results depend on this machine's speed";
}

std::string signature_hex(std::uint64_t signature) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(signature));
  return text;
}

}  // namespace duel::cli
