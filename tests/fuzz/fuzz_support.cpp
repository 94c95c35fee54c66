#include "fuzz_support.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdlib.h>  // mkdtemp

#include "duel/data_loader.hpp"
#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/record.hpp"
#include "duel/rng.hpp"
#include "duel/scoring.hpp"
#include "duel/setup.hpp"

namespace duel::fuzz {
namespace fs = std::filesystem;

namespace {

// A game has fewer than 100 plies with the shipped data; with 3 structures of at most
// kMaxSlots cards and at most a few decisions per card, far fewer than this.
constexpr int kMaxPlies = 2000;

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read " + path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_text(const fs::path& path, std::string_view text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  if (!out) fail("cannot write " + path.string());
}

// Replays the game's words from a saved record: it must give the same final state.
void check_record_round_trip(const Rules& rules, const GameRecord& record, const GameState& end,
                             bool explicit_setup) {
  std::string error;
  const std::optional<GameRecord> reread =
      record_from_json(rules, record_to_json(rules, record, explicit_setup), error);
  if (!reread) fail("a record of a played game does not read back: " + error);
  const ReplayResult replay = replay_record(rules, *reread);
  if (!replay.ok) fail("a record of a played game does not replay: " + replay.error);
  if (!(replay.state == end)) fail("a replayed record ends in another state");
}

void play_one_game(const Rules& rules, std::uint64_t seed, bool first_game_wonders) {
  GameRecord record;
  record.seed = seed;
  record.options.first_game_wonders = first_game_wonders;
  for (const std::string& module : rules.modules) {
    if (module != "base") record.options.expansions.push_back(module);
  }
  record.options.expansions = canonical_expansions(record.options.expansions);
  GameState s(rules, make_setup(rules, seed, record.options));
  Rng rng(seed ^ 0x9e3779b97f4a7c15ULL);
  ActionList legal;
  for (int ply = 0; !s.is_terminal(); ++ply) {
    const std::string where = "seed " + std::to_string(seed) + ", ply " + std::to_string(ply);
    if (ply >= kMaxPlies) fail(where + ": the game is not over after " + std::to_string(kMaxPlies) + " plies");
    s.legal_actions(legal);
    if (legal.empty()) fail(where + ": no legal action but the game is not over");
    const Action action = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
    const std::string words = action_to_string(rules, action, kReferee);
    const std::optional<Action> parsed = parse_action(s, words);
    if (!parsed || !(*parsed == action)) fail(where + ": \"" + words + "\" does not parse back to its action");
    if (ply % 8 == 0) {
      const Player p = s.to_move();
      Rng sampler(seed + static_cast<std::uint64_t>(ply));
      const GameState seen = observe(s, p);
      if (!(observe(determinize(seen, p, sampler), p) == seen)) {
        fail(where + ": a sampled world disagrees with what the player sees");
      }
    }
    if (!s.apply(action)) fail(where + ": the legal action \"" + words + "\" does not apply");
    record.moves.push_back(words);
  }
  for (Player p = 0; p < 2; ++p) (void)score_sheet(s, p).total();
  check_record_round_trip(rules, record, s, seed % 2 == 0);
}

}  // namespace

void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

std::vector<std::string> expansions_of(int combination) {
  std::vector<std::string> out;
  if (combination & 2) out.push_back("agora");  // canonical: alphabetical
  if (combination & 1) out.push_back("pantheon");
  return out;
}

int module_bit(std::size_t file) {
  const std::string_view name = kDataFiles.at(file);
  if (name.rfind("pantheon/", 0) == 0) return 1;
  if (name.rfind("agora/", 0) == 0) return 2;
  return 0;
}

std::shared_ptr<const Rules> shipped_rules_if_any(const std::vector<std::string>& expansions) {
  static RulesCache cache(default_data_dir());
  for (int combination = 0; combination < kCombinations; ++combination) {
    if (canonical_expansions(expansions) != expansions_of(combination)) continue;
    const LoadResult& loaded = cache.get(expansions_of(combination));
    return loaded.ok() ? loaded.rules : nullptr;
  }
  return nullptr;  // not a set of the shipped modules: no cache entry for each such name
}

const Rules& shipped_rules(const std::vector<std::string>& expansions) {
  const std::shared_ptr<const Rules> rules = shipped_rules_if_any(expansions);
  if (!rules) {
    const LoadResult loaded = load_rules(default_data_dir(), expansions);
    fail("the shipped data does not load" + (loaded.errors.empty() ? std::string() : ": " + loaded.errors.front().to_string()));
  }
  return *rules;
}

const std::string& shipped_file(std::size_t file) {
  static const std::array<std::string, kDataFiles.size()> texts = [] {
    std::array<std::string, kDataFiles.size()> out;
    for (std::size_t i = 0; i < kDataFiles.size(); ++i) out[i] = read_text(fs::path(default_data_dir()) / kDataFiles[i]);
    return out;
  }();
  return texts.at(file);
}

ScratchData& ScratchData::instance() {
  static ScratchData scratch;
  return scratch;
}

ScratchData::ScratchData() {
  std::error_code ec;
  std::string base = fs::is_directory("/dev/shm", ec) ? "/dev/shm" : fs::temp_directory_path().string();
  std::string pattern = base + "/duel-fuzz-XXXXXX";
  if (!mkdtemp(pattern.data())) fail("cannot create a scratch directory in " + base);
  dir_ = pattern;
  for (const char* module : {"base", "pantheon", "agora"}) fs::create_directories(fs::path(dir_) / module);
  for (std::size_t i = 0; i < kDataFiles.size(); ++i) write_text(fs::path(dir_) / kDataFiles[i], shipped_file(i));
}

ScratchData::~ScratchData() {
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

void ScratchData::write(std::size_t file, std::string_view text) {
  write_text(fs::path(dir_) / kDataFiles.at(file), text);
  written_.at(file) = true;
}

void ScratchData::restore() {
  for (std::size_t i = 0; i < kDataFiles.size(); ++i) {
    if (!written_[i]) continue;
    write_text(fs::path(dir_) / kDataFiles[i], shipped_file(i));
    written_[i] = false;
  }
}

void check_load_errors(const LoadResult& loaded, std::string_view input) {
  if (loaded.errors.empty()) fail("the loader refused the data without an error");
  for (const DataError& e : loaded.errors) {
    const std::string text = e.to_string();
    if (e.message.empty()) fail("an error without a message: " + text);
    for (std::string_view leak : {"[json.", "cannot load data", "basic_string", "_M_", "std::"}) {
      if (text.find(leak) != std::string::npos && input.find(leak) == std::string_view::npos) {
        fail("an exception's text reached the user: " + text);
      }
    }
  }
}

void play_random_games(const Rules& rules, std::uint64_t seed, int games) {
  Rng seeds(seed);
  for (int g = 0; g < games; ++g) play_one_game(rules, seeds.next(), g % 2 == 1);
}

}  // namespace duel::fuzz
