// Fuzz target: game records (record_from_json + replay_record) on the shipped rules of the
// expansions the record names (record_options, as replay does: the base game's when they
// are not a set of the shipped modules, which the reader then refuses). Reading and
// replaying must report any problem as a message, never crash or throw; a record that
// reads must write out and read back to a record that replays the same.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "duel/record.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace duel;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const std::optional<GameOptions> options = record_options(text, error);
  if (!options && error.empty()) fuzz::fail("a record's options were refused without a message");
  const std::shared_ptr<const Rules> named = options ? fuzz::shipped_rules_if_any(options->expansions) : nullptr;
  const Rules& rules = named ? *named : fuzz::shipped_rules();
  error.clear();
  const std::optional<GameRecord> record = record_from_json(rules, text, error);
  if (!record) {
    if (error.empty()) fuzz::fail("a record was refused without a message");
    return 0;
  }
  const ReplayResult replay = replay_record(rules, *record);
  if (!replay.ok && replay.error.empty()) fuzz::fail("a replay failed without a message");

  // Saving loses nothing: the record written out replays exactly the same way.
  std::string again_error;
  const std::optional<GameRecord> again =
      record_from_json(rules, record_to_json(rules, *record, size % 2 == 0), again_error);
  if (!again) fuzz::fail("a record that read does not read back after writing: " + again_error);
  const ReplayResult again_replay = replay_record(rules, *again);
  if (again_replay.ok != replay.ok || again_replay.moves_applied != replay.moves_applied ||
      !(again_replay.state == replay.state)) {
    fuzz::fail("a record replays differently after writing it out");
  }
  return 0;
}
