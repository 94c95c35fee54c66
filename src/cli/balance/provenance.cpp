#include "provenance.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "duel/setup.hpp"

namespace duel::cli::balance {
namespace fs = std::filesystem;
namespace {

constexpr std::uint64_t kFnvStart = 0xcbf29ce484222325ULL;

std::uint64_t fnv1a(std::uint64_t h, const std::string& bytes) {
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

std::string hex(std::uint64_t h) {
  char text[32];
  std::snprintf(text, sizeof text, "fnv1a64:%016llx", static_cast<unsigned long long>(h));
  return text;
}

bool read_bytes(const fs::path& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

std::string list_text(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : ",") + n;
  return text.empty() ? "none (the base game)" : text;
}

}  // namespace

std::string data_hash(const std::string& data_dir, const std::vector<std::string>& modules) {
  std::vector<std::string> names = modules;
  std::sort(names.begin(), names.end());
  std::uint64_t h = kFnvStart;
  for (const std::string& module : names) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(fs::path(data_dir) / module, ec), end; !ec && it != end; it.increment(ec)) {
      if (it->is_regular_file(ec)) files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      std::string bytes;
      if (!read_bytes(file, bytes)) bytes = "(unreadable)";
      h = fnv1a(h, fs::relative(file, data_dir, ec).generic_string());
      h = fnv1a(h, std::string(1, '\0') + std::to_string(bytes.size()) + '\0');
      h = fnv1a(h, bytes);
    }
  }
  return hex(h);
}

std::string file_hash(const std::string& path) {
  std::string bytes;
  return read_bytes(path, bytes) ? hex(fnv1a(kFnvStart, bytes)) : std::string();
}

Played played_of(const std::string& data_dir, const Rules& rules, const ai::EvalWeights* weights, const std::string& version,
                 const std::string& command) {
  Played p;
  p.expansions = expansions_of(rules);
  p.data_dir = data_dir;
  p.data_hash = data_hash(data_dir, rules.modules);
  if (weights) {
    p.weights_file = weights->file;
    p.weights_hash = file_hash((fs::path(data_dir) / p.weights_file).string());
  }
  p.version = version;
  p.command = command;
  return p;
}

nlohmann::ordered_json Played::to_json() const {
  nlohmann::ordered_json weights = nullptr;
  if (!weights_file.empty()) weights = {{"file", weights_file}, {"hash", weights_hash}};
  return {{"expansions", expansions}, {"data", data_dir}, {"data_hash", data_hash}, {"weights", weights},
          {"version", version}, {"command", command}};
}

bool Played::from_json(const nlohmann::json& j, Played& out, std::string& error) {
  try {
    out.expansions = j.at("expansions").get<std::vector<std::string>>();
    out.data_dir = j.at("data").get<std::string>();
    out.data_hash = j.at("data_hash").get<std::string>();
    const nlohmann::json& w = j.at("weights");
    out.weights_file = w.is_null() ? "" : w.at("file").get<std::string>();
    out.weights_hash = w.is_null() ? "" : w.at("hash").get<std::string>();
    out.version = j.at("version").get<std::string>();
    out.command = j.at("command").get<std::string>();
  } catch (const nlohmann::json::exception&) {
    error = "\"played\" must give expansions, data, data_hash, weights, version and command";
    return false;
  }
  return true;
}

std::string Played::difference(const Played& o) const {
  if (expansions != o.expansions) return "other expansions (" + list_text(o.expansions) + ", not " + list_text(expansions) + ")";
  if (data_hash != o.data_hash) return "other data (" + o.data_dir + " hashes to " + o.data_hash + ", not " + data_hash + ")";
  if (weights_file != o.weights_file || weights_hash != o.weights_hash) {
    auto name = [](const Played& p) { return p.weights_file.empty() ? std::string("none") : p.weights_file + " " + p.weights_hash; };
    return "other learned weights (" + name(o) + ", not " + name(*this) + ")";
  }
  return {};
}

std::string command_line(const std::string& program, const std::vector<std::string>& args) {
  std::string line = program;
  for (const std::string& a : args) {
    const bool plain = !a.empty() && a.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                                         "-_./:=,+@%") == std::string::npos;
    if (plain) {
      line += " " + a;
      continue;
    }
    line += " '";
    for (char c : a) line += c == '\'' ? std::string("'\\''") : std::string(1, c);
    line += "'";
  }
  return line;
}

bool wants_learned_evaluation(const std::string& spec) {
  const std::size_t colon = spec.find(':');
  if (colon == std::string::npos) return false;
  std::size_t start = colon + 1;
  while (start <= spec.size()) {
    const std::size_t comma = std::min(spec.find(',', start), spec.size());
    if (spec.substr(start, comma - start) == "eval=learned") return true;
    start = comma + 1;
  }
  return false;
}

}  // namespace duel::cli::balance
