// What a balance run played, written into every output (match.json, report.json,
// sweep.json, the pages' headers) so that a result names its experiment: the expansions,
// the data folder and a hash of its files, the AI's learned weights (file and hash, or
// none), the program's version and its command line. merge refuses shards whose
// expansions, data or weights differ.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "duel/ai/eval_weights.hpp"
#include "duel/rules.hpp"

namespace duel::cli::balance {

struct Played {
  std::vector<std::string> expansions;  // in canonical order; empty: the base game
  std::string data_dir;                 // as given (--data, or the default folder)
  std::string data_hash;                // data_hash() of the modules played, before any --set (listed apart)
  std::string weights_file;             // "ai/eval-pantheon.json"; empty when the data has no learned weights
  std::string weights_hash;             // file_hash() of it; empty when none
  std::string version;                  // "7wd-cli 0.1.0 (git abc1234)"
  std::string command;                  // the command line, shell-quoted

  nlohmann::ordered_json to_json() const;
  // Reads to_json's output; error names what is missing (shards of older programs lack it).
  static bool from_json(const nlohmann::json& j, Played& out, std::string& error);
  // Why two runs did not play the same game (expansions, data or weights), or empty.
  std::string difference(const Played& other) const;
  bool operator==(const Played&) const = default;
};

// The expansions and data of `rules` loaded from data_dir, and the learned `weights` the
// agents were given (null: none).
Played played_of(const std::string& data_dir, const Rules& rules, const ai::EvalWeights* weights, const std::string& version,
                 const std::string& command);

// "fnv1a64:<16 hex digits>" of the files of the data's modules (each module's folder,
// files in path order, each as its relative path and bytes): equal data, equal hash.
std::string data_hash(const std::string& data_dir, const std::vector<std::string>& modules);
// The same hash of one file's bytes; empty when it cannot be read.
std::string file_hash(const std::string& path);

// "7wd-cli balance ARG..." with each argument quoted for a POSIX shell when it needs it.
std::string command_line(const std::string& program, const std::vector<std::string>& args);

// Whether an agent spec asks for the learned evaluation ("greedy:eval=learned").
bool wants_learned_evaluation(const std::string& spec);

}  // namespace duel::cli::balance
