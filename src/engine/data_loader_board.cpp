// Data loader, the board: structures.json (Age structure layouts, with "covered by"
// lists checked against the geometry of the rows), military.json and constants.json. A
// module's structures.json or military.json replaces the one before; its constants.json
// changes the constants it names.
#include <algorithm>
#include <cstdlib>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

using Slot = StructureLayout::Slot;

// One row: its half-card columns (increasing) and whether its cards are face up.
bool read_row(Reporter& r, const Json& value, const std::string& path, std::size_t row,
              StructureLayout& out) {
  if (!expect_object(r, value, path, {"columns", "face_up"})) return false;
  bool face_up = false;
  bool ok = read_bool_field(r, value, path, "face_up", face_up);
  const Json* columns = field(r, value, path, "columns", "an array of half-card columns");
  std::string columns_path = child(path, "columns");
  if (!columns || !expect_array(r, *columns, columns_path)) return false;
  if (columns->empty()) {
    r.error(columns_path, "expected at least one column");
    return false;
  }
  int previous = -1;
  for (std::size_t i = 0; i < columns->size(); ++i) {
    std::uint8_t column = 0;
    if (!read_u8(r, (*columns)[i], child(columns_path, i), 0, 255, column)) {
      ok = false;
      continue;
    }
    if (column <= previous) {
      r.error(child(columns_path, i), "columns must increase from left to right");
      ok = false;
    }
    previous = column;
    out.slots.push_back(Slot{static_cast<std::uint8_t>(row), column, face_up, 0});
  }
  return ok;
}

bool read_rows(Reporter& r, const Json& layout, const std::string& path, StructureLayout& out) {
  const Json* rows = field(r, layout, path, "rows", "an array of rows");
  std::string rows_path = child(path, "rows");
  if (!rows || !expect_array(r, *rows, rows_path)) return false;
  if (rows->empty() || rows->size() > kMaxSlots) {
    r.error(rows_path, "expected 1 to " + std::to_string(kMaxSlots) + " rows, got " +
                           std::to_string(rows->size()));
    return false;
  }
  bool ok = true;
  for (std::size_t i = 0; i < rows->size(); ++i) {
    ok = read_row(r, (*rows)[i], child(rows_path, i), i, out) && ok;
  }
  out.rows = static_cast<std::uint8_t>(rows->size());
  return ok;
}

// The slots covering slot i by the geometry: (row + 1, column - 1) and (row + 1, column + 1).
std::uint32_t geometry_cover(const std::vector<Slot>& slots, std::size_t i) {
  std::uint32_t mask = 0;
  for (std::size_t j = 0; j < slots.size(); ++j) {
    bool next_row = slots[j].row == slots[i].row + 1;
    if (next_row && std::abs(slots[j].column - slots[i].column) == 1) mask |= 1u << j;
  }
  return mask;
}

std::string slot_list(std::uint32_t mask) {
  std::string out = "[";
  for (unsigned i = 0; i < 32; ++i) {
    if (!(mask & (1u << i))) continue;
    if (out.size() > 1) out += ", ";
    out += std::to_string(i);
  }
  return out + "]";
}

// One "covered_by" entry: distinct slot numbers below `slots`.
bool read_slot_set(Reporter& r, const Json& value, const std::string& path, int slots,
                   std::uint32_t& mask) {
  if (!expect_array(r, value, path)) return false;
  bool ok = true;
  for (std::size_t i = 0; i < value.size(); ++i) {
    int slot = 0;
    if (!read_int(r, value[i], child(path, i), 0, slots - 1, slot)) {
      ok = false;
      continue;
    }
    if (mask & (1u << slot)) {
      r.error(child(path, i), "slot " + std::to_string(slot) + " listed twice");
      ok = false;
    }
    mask |= 1u << slot;
  }
  return ok;
}

bool read_covered_by(Reporter& r, const Json& layout, const std::string& path,
                     StructureLayout& out) {
  const Json* list = field(r, layout, path, "covered_by", "an array of slot lists");
  std::string list_path = child(path, "covered_by");
  if (!list || !expect_array(r, *list, list_path)) return false;
  std::size_t n = out.slots.size();
  bool ok = list->size() == n;
  if (!ok) {
    r.error(list_path, "expected one entry per slot (" + std::to_string(n) + "), got " +
                           std::to_string(list->size()));
  }
  for (std::size_t i = 0; i < n && i < list->size(); ++i) {
    std::uint32_t mask = 0;
    if (!read_slot_set(r, (*list)[i], child(list_path, i), static_cast<int>(n), mask)) {
      ok = false;
      continue;
    }
    out.slots[i].covered_by = mask;
    for (std::size_t j = 0; j < n; ++j) {
      if (mask >> j & 1) out.slots[j].covers |= 1U << i;
    }
    std::uint32_t expected = geometry_cover(out.slots, i);
    if (mask == expected) continue;
    r.error(child(list_path, i),
            "does not match the rows: by the geometry, slot " + std::to_string(i) +
                " is covered by " + slot_list(expected) + ", not " + slot_list(mask) +
                " (a card at row r, column c is covered by the cards at row r+1, columns "
                "c-1 and c+1)");
    ok = false;
  }
  return ok;
}

// Cards open at the start of an Age must be dealt face up.
void check_open_slots_face_up(Reporter& r, const StructureLayout& layout,
                              const std::string& path) {
  int reported_row = -1;
  for (std::size_t i = 0; i < layout.slots.size(); ++i) {
    const Slot& slot = layout.slots[i];
    if (slot.covered_by != 0 || slot.face_up || slot.row == reported_row) continue;
    reported_row = slot.row;
    r.error(child(child(child(path, "rows"), slot.row), "face_up"),
            "slot " + std::to_string(i) + " is open at the start of the Age, so its row "
            "must be face up");
  }
}

void read_layout(Reporter& r, const Json& value, const std::string& path, int age,
                 StructureLayout& out, int& slot_count) {
  if (!expect_object(r, value, path, {"age", "rows", "covered_by"})) return;
  std::uint8_t age_read = 0;
  read_u8_field(r, value, path, "age", age, age, age_read);
  if (!read_rows(r, value, path, out)) return;
  if (out.slots.size() > kMaxSlots) {
    r.error(child(path, "rows"), std::to_string(out.slots.size()) +
                                     " slots, but the engine supports at most " +
                                     std::to_string(kMaxSlots));
    return;
  }
  slot_count = static_cast<int>(out.slots.size());
  if (read_covered_by(r, value, path, out)) check_open_slots_face_up(r, out, path);
}

// --- military.json ---

bool read_zone(Reporter& r, const Json& value, const std::string& path, MilitaryZone& out) {
  if (!expect_object(r, value, path, {"from", "to", "victory_points", "token_coins"})) {
    return false;
  }
  bool ok = read_u8_field(r, value, path, "from", 1, 255, out.from);
  ok = read_u8_field(r, value, path, "to", 1, 255, out.to) && ok;
  ok = read_u8_field(r, value, path, "victory_points", 0, 255, out.victory_points) && ok;
  return read_u8_field(r, value, path, "token_coins", 0, 255, out.token_coins) && ok;
}

// Zones follow each other from distance 1 up to the space before the capital.
void check_zone_bounds(Reporter& r, const MilitaryTrack& track) {
  int expected_from = 1;
  for (std::size_t i = 0; i < track.zones.size(); ++i) {
    const MilitaryZone& zone = track.zones[i];
    std::string path = child("/zones", i);
    if (zone.from != expected_from) {
      r.error(child(path, "from"), "expected " + std::to_string(expected_from) +
                                       " (zones follow each other from distance 1, no gaps)");
    }
    if (zone.to < zone.from) r.error(child(path, "to"), "expected at least \"from\"");
    expected_from = zone.to + 1;
  }
  if (expected_from != track.capital) {
    r.error(child(child("/zones", track.zones.size() - 1), "to"),
            "expected " + std::to_string(track.capital - 1) +
                ": the last zone ends next to the capital (" + std::to_string(track.capital) +
                ")");
  }
}

// --- constants.json ---

struct ConstantSpec {
  std::string_view name;
  std::uint8_t Constants::*member;
  int lo, hi;
};

const std::vector<ConstantSpec>& constant_specs() {
  static const std::vector<ConstantSpec> specs = {
      {"starting_coins", &Constants::starting_coins, 0, 255},
      {"discard_coins", &Constants::discard_coins, 0, 255},
      {"discard_coins_per_yellow", &Constants::discard_coins_per_yellow, 0, 255},
      {"trade_base_price", &Constants::trade_base_price, 0, 255},
      {"wonder_limit", &Constants::wonder_limit, 1, 255},
      {"science_supremacy_symbols", &Constants::science_supremacy_symbols, 1, kScienceCount},
      {"science_pair_size", &Constants::science_pair_size, 1, 255},
      {"progress_tokens_on_board", &Constants::progress_tokens_on_board, 0, 255},
      // Two rounds of this many Wonders give each player kWondersPerPlayer Wonders.
      {"wonders_per_selection_round", &Constants::wonders_per_selection_round,
       kWondersPerPlayer, kWondersPerPlayer},
      {"coins_per_victory_point", &Constants::coins_per_victory_point, 1, 255},
  };
  return specs;
}

// One player's first-game Wonders, by name. `seen` holds names already listed.
void read_first_game_hand(Reporter& r, const Json& hand, const std::string& path,
                          const Rules& rules, bool names_known,
                          std::array<WonderId, kWondersPerPlayer>& out,
                          std::vector<std::pair<std::string, std::string>>& seen) {
  if (!expect_array(r, hand, path)) return;
  if (hand.size() != kWondersPerPlayer) {
    r.error(path, "expected " + std::to_string(kWondersPerPlayer) + " Wonder names, got " +
                      std::to_string(hand.size()));
  }
  for (std::size_t k = 0; k < hand.size() && k < kWondersPerPlayer; ++k) {
    std::string item_path = child(path, k);
    std::string name;
    if (!read_string(r, hand[k], item_path, name)) continue;
    for (const auto& [seen_name, seen_path] : seen) {
      if (seen_name == name) r.error(item_path, quote(name) + " is also at " + seen_path);
    }
    seen.emplace_back(name, item_path);
    out[k] = rules.find_wonder(name);
    if (names_known && out[k] == kNone) {
      r.error(item_path, "unknown Wonder " + quote(name) + " (not in wonders.json)");
    }
  }
}

void read_first_game_wonders(Reporter& r, const Json& doc, const Rules& rules,
                             const Facts& facts, Constants& out) {
  const Json* hands = field(r, doc, "", "first_game_wonders", "2 arrays of Wonder names");
  const std::string path = "/first_game_wonders";
  if (!hands || !expect_array(r, *hands, path)) return;
  if (hands->size() != 2) {
    r.error(path, "expected 2 arrays (player 1, player 2), got " +
                      std::to_string(hands->size()));
  }
  std::vector<std::pair<std::string, std::string>> seen;
  for (std::size_t p = 0; p < hands->size() && p < 2; ++p) {
    read_first_game_hand(r, (*hands)[p], child(path, p), rules, facts.wonder_names_known,
                         out.first_game_wonders[p], seen);
  }
}

}  // namespace

bool read_token_slots(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                      std::vector<std::uint8_t>& out) {
  if (!read_u8_list(r, object, path, key, "slots", kMaxSlots, 0, kMaxSlots - 1, out)) return false;
  bool ok = true;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (std::find(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(i), out[i]) == out.begin() + static_cast<std::ptrdiff_t>(i)) continue;
    r.error(child(child(path, key), i), "slot " + std::to_string(out[i]) + " listed twice");
    ok = false;
  }
  return ok;
}

void check_token_slots(Reporter& r, const std::string& path, const std::vector<std::uint8_t>& slots, int age,
                       const Rules& rules, const Facts& facts) {
  const int count = facts.slots[static_cast<std::size_t>(age - 1)];
  if (count < 0) return;  // the structure could not be read: reported there
  const StructureLayout& layout = rules.layouts[static_cast<std::size_t>(age - 1)];
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const std::string slot = "slot " + std::to_string(slots[i]);
    if (slots[i] >= count) {
      r.error(child(path, i), slot + " is not in the Age " + std::to_string(age) + " structure (its slots are 0 to " +
                                  std::to_string(count - 1) + ", " + facts.structures_file + ")");
    } else if (layout.slots[slots[i]].face_up) {
      r.error(child(path, i), slot + " of the Age " + std::to_string(age) + " structure is face up: tokens go on face-down cards");
    }
  }
}

void compile_structures(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  rules.layouts = {};
  facts.slots = {-1, -1, -1};
  facts.structures_file = r.file();
  if (!expect_object(r, doc, "", {"ages"})) return;
  const Json* ages = field(r, doc, "", "ages", "an array of Age layouts");
  if (!ages || !expect_array(r, *ages, "/ages")) return;
  if (ages->size() != kAges) {
    r.error("/ages", "expected " + std::to_string(kAges) + " Age layouts, got " +
                         std::to_string(ages->size()));
  }
  for (std::size_t i = 0; i < ages->size() && i < kAges; ++i) {
    read_layout(r, (*ages)[i], child("/ages", i), static_cast<int>(i) + 1, rules.layouts[i],
                facts.slots[i]);
  }
}

void compile_military(Reporter& r, const Json& doc, Rules& rules) {
  if (!expect_object(r, doc, "", {"capital", "zones"})) return;
  MilitaryTrack& track = rules.military;
  // A module read earlier may have hung Agora effects on the zones: they stay on the zone
  // of the same index, as they did when Agora kept them by zone index.
  std::vector<std::vector<AgoraEffect>> agora;
  for (MilitaryZone& z : track.zones) agora.push_back(std::move(z.agora));
  track = MilitaryTrack{};
  bool ok = read_u8_field(r, doc, "", "capital", 1, 255, track.capital);
  if (ok && track.capital > kMaxCapital) {
    r.error("/capital", "a capital at distance " + std::to_string(track.capital) +
                            ": the engine supports at most " + std::to_string(kMaxCapital));
    ok = false;
  }
  const Json* zones = list_field(r, doc, "", "zones", "zones", kMaxMilitaryZones);
  if (!zones) return;
  if (zones->empty()) {
    r.error("/zones", "expected at least one zone");
    return;
  }
  track.zones.resize(zones->size());
  for (std::size_t i = 0; i < zones->size(); ++i) {
    ok = read_zone(r, (*zones)[i], child("/zones", i), track.zones[i]) && ok;
    if (i < agora.size()) track.zones[i].agora = std::move(agora[i]);
  }
  if (ok) check_zone_bounds(r, track);
}

// Constants moved to decks.json: an older data folder gets told where they went.
const std::vector<std::string_view> kMovedToDecks = {"cards_removed_per_age", "guilds_in_age_three"};

// An overlay's constant: it may change each constant once; two overlays changing the
// same one clash.
bool claim_constant(Reporter& r, Facts& facts, std::string_view name) {
  const auto [it, fresh] = facts.constant_set_by.emplace(std::string(name), r.file());
  if (fresh) return true;
  r.error(child("", name), "also changed by " + it->second + ": two modules cannot both change a constant");
  return false;
}

void compile_constants(Reporter& r, const Json& doc, Rules& rules, Facts& facts, bool root) {
  Fields fields;
  for (const ConstantSpec& spec : constant_specs()) fields.push_back(spec.name);
  fields.push_back("first_game_wonders");
  if (!doc.is_object()) {
    expect_object(r, doc, "", fields);
    return;
  }
  Json known = Json::object();
  for (const auto& item : doc.items()) {
    const bool moved = std::find(kMovedToDecks.begin(), kMovedToDecks.end(), item.key()) != kMovedToDecks.end();
    if (moved) {
      r.error(child("", item.key()), quote(item.key()) + " is now given by decks.json (each Age's draws; see "
                                     "docs/data-format.md \"decks.json\"): remove it here");
    } else {
      known[item.key()] = item.value();
    }
  }
  expect_object(r, known, "", fields);
  for (const ConstantSpec& spec : constant_specs()) {
    if (!root && (!optional_field(known, spec.name) || !claim_constant(r, facts, spec.name))) continue;
    std::uint8_t& value = rules.constants.*spec.member;
    if (read_u8_field(r, known, "", spec.name, spec.lo, spec.hi, value)) {
      facts.constants_read.insert(std::string(spec.name));
    } else {
      facts.constants_read.erase(std::string(spec.name));
    }
  }
  const int on_board = rules.constants.progress_tokens_on_board;
  if (on_board > kMaxBoardTokens && (root || optional_field(known, "progress_tokens_on_board"))) {
    r.error("/progress_tokens_on_board", std::to_string(on_board) + " Progress tokens on the " +
                                              "board: the engine supports at most " +
                                              std::to_string(kMaxBoardTokens));
    facts.constants_read.erase("progress_tokens_on_board");
  }
  if (root || (optional_field(known, "first_game_wonders") && claim_constant(r, facts, "first_game_wonders"))) {
    read_first_game_wonders(r, known, rules, facts, rules.constants);
  }
}

}  // namespace duel::data
