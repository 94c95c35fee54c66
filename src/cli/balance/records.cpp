#include "records.hpp"

#include <filesystem>
#include <utility>

#include "output.hpp"  // write_file_text
#include "duel/record.hpp"  // record_to_json, quote_excerpt

namespace duel::cli {
namespace {

struct Condition {
  const char* name;
  bool (*holds)(const GameOutcome& o, int game);
};

// The winner's seat: agent A sits in seat seat_of_a(game).
int winner_seat(const GameOutcome& o, int game) {
  if (o.winner_agent < 0) return -1;
  return o.winner_agent == 0 ? seat_of_a(game) : 1 - seat_of_a(game);
}

constexpr Condition kConditions[] = {
    {"military", [](const GameOutcome& o, int) { return o.winner_agent >= 0 && o.victory == VictoryType::Military; }},
    {"science", [](const GameOutcome& o, int) { return o.winner_agent >= 0 && o.victory == VictoryType::Science; }},
    {"civilian", [](const GameOutcome& o, int) { return o.winner_agent >= 0 && o.victory == VictoryType::Civilian; }},
    {"political", [](const GameOutcome& o, int) { return o.winner_agent >= 0 && o.victory == VictoryType::Political; }},
    {"draw", [](const GameOutcome& o, int) { return o.winner_agent < 0; }},
    {"first-player-won", [](const GameOutcome& o, int game) { return winner_seat(o, game) == 0; }},
    {"second-player-won", [](const GameOutcome& o, int game) { return winner_seat(o, game) == 1; }},
    {"a-won", [](const GameOutcome& o, int) { return o.winner_agent == 0; }},
    {"b-won", [](const GameOutcome& o, int) { return o.winner_agent == 1; }},
};

}  // namespace

const char* const kRecordConditionNames =
    "military, science, civilian, political, draw, first-player-won, second-player-won, a-won, b-won";

bool RecordFilter::keeps(const GameOutcome& outcome, int game) const {
  if (alternatives.empty()) return true;
  for (const unsigned all_of : alternatives) {
    bool holds = true;
    for (std::size_t c = 0; c < std::size(kConditions) && holds; ++c) {
      if (all_of >> c & 1) holds = kConditions[c].holds(outcome, game);
    }
    if (holds) return true;
  }
  return false;
}

bool parse_record_filter(const std::string& text, RecordFilter& out, std::string& error) {
  out = RecordFilter{{}, text};
  if (text == "all") return true;
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = text.find(',', start);
    const std::string alternative = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    unsigned all_of = 0;
    std::size_t from = 0;
    for (;;) {
      const std::size_t plus = alternative.find('+', from);
      const std::string name = alternative.substr(from, plus == std::string::npos ? std::string::npos : plus - from);
      std::size_t c = 0;
      while (c < std::size(kConditions) && name != kConditions[c].name) ++c;
      if (c == std::size(kConditions)) {
        error = "--records-filter: unknown condition " + quote_excerpt(name, 40) + " in " + quote_excerpt(text, 200) +
                " (expected all, or conditions among " + kRecordConditionNames +
                ", joined by ',' for any of them and '+' for all of them)";
        return false;
      }
      all_of |= 1U << c;
      if (plus == std::string::npos) break;
      from = plus + 1;
    }
    out.alternatives.push_back(all_of);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return true;
}

std::string RecordKeeper::prepare() const {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  if (ec || !std::filesystem::is_directory(dir_)) {
    return "--records: cannot make the folder " + quote_excerpt(dir_, 200) + ": " + (ec ? ec.message() : "a file has that name");
  }
  return {};
}

std::string RecordKeeper::keep(const Rules& rules, const Match& match, int game, const GameOutcome& outcome,
                               bool& kept) const {
  kept = filter_.keeps(outcome, game);
  if (!kept) return {};
  const auto path = std::filesystem::path(dir_) / ("game-" + std::to_string(game + 1) + ".json");
  return balance::write_file_text(path, record_to_json(rules, match_record(rules, match, game, outcome), true));
}

}  // namespace duel::cli
