// Internals of the data loader (data_loader*.cpp): error reporting with JSON pointers,
// strict readers for JSON values and the game vocabulary, one compile step per data file
// and the data modules that overlay each other. Not part of the engine's public API.
#pragma once

#include <array>
#include <cstdint>
#include <functional>  // std::less<> for Facts::constants_read, ExpansionKinds
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "duel/data_loader.hpp"
#include "duel/json_reader.hpp"  // Reporter and the strict JSON readers

namespace duel::data {

// Names of cards, Wonders, Progress tokens and chain symbols, in characters (the longest
// base-game name, "The Temple of Artemis", has 21); the app fits them on cards and buttons.
inline constexpr int kMaxNameLength = 40;
// Texts of the data (a Decree's sentence), in characters (the longest shipped, 71): the
// interfaces show them whole, in hover text and on the Senate.
inline constexpr int kMaxTextLength = 120;

// Where something is written: the file (with its module folder, "base/cards.json")
// and the JSON pointer.
struct Origin {
  std::string file;
  std::string path;
  std::string text() const { return file + " " + path; }  // for "(also at ...)"
};

// Reports a name already used earlier in the same list, also one that differs only by
// case or spacing (moves compare names that way: notation.hpp normalise_move_text). One
// index serves every module's file of a kind, so a name defined twice is found across
// modules too.
class NameIndex {
 public:
  void add(Reporter& r, const std::string& name, const std::string& path);

 private:
  struct Seen {
    std::string key;   // the name as moves compare it
    std::string name;  // as written
    Origin at;         // of the item
  };
  std::vector<Seen> seen_;
};

// One draw of decks.json, its pool still a name (a later module may add the pool's cards
// or replace the pool).
struct PendingDraw {
  std::string pool;
  int count = 0;
  Origin at;
};

// An expansion's effect as written (Pantheon's, Agora's), for the checks across modules.
struct EffectAt {
  std::string type;         // "take_opponent_card"
  std::string file, path;   // of the effect object
  std::uint8_t colors = 0;  // its "colors" (bitmask of Color), when it has them
};

// What the files read so far tell the checks that span several files and modules.
struct Facts {
  bool cards_placed = true;             // every card's Age, colour and pool were read
  std::array<int, kAges> slots{-1, -1, -1};  // slots of each Age layout (-1: unknown)
  std::string structures_file;          // the structures.json in use
  bool wonders_listed = true;           // every wonders.json gave its list
  bool wonder_names_known = true;       // every Wonder's name was read
  bool tokens_listed = true;            // every progress_tokens.json gave its list
  std::set<std::string, std::less<>> constants_read;  // constants read without error
  std::map<std::string, std::string, std::less<>> constant_set_by;  // by an overlay: name -> file
  std::vector<Origin> card_at, wonder_at, token_at;   // where each item is written
  NameIndex card_names, wonder_names, token_names;
  bool decks_read = false;              // the root decks.json gave three Ages
  std::array<std::vector<PendingDraw>, kAges> draws;
  std::array<Origin, kAges> age_at;     // the decks.json entry that last changed each Age
  // Pools replaced by a module's manifest: old name -> new name, and where it is said.
  std::map<std::string, std::pair<std::string, Origin>, std::less<>> pool_replaced;
  // pantheon.json's Grand Temples by card name, resolved once the pools are replaced
  // (that drops the Guilds and moves card ids).
  std::vector<std::pair<std::string, Origin>> grand_temple_names;
  std::string pantheon_file;             // the pantheon.json read
  bool pantheon_slots_replaced = false;  // Agora's structures: its slots for Pantheon's tokens
  // agora.json's Senators by card name, resolved once the pools are replaced (card ids move).
  std::vector<std::pair<std::string, Origin>> senator_names;
  std::string agora_file;                // the agora.json read
  std::vector<EffectAt> expansion_effects;  // every Pantheon and Agora effect read
};

// --- More strict readers (data_loader_json.cpp; the general ones: duel/json_reader.hpp) ---
bool read_u8(Reporter& r, const Json& value, const std::string& path, int lo, int hi,
             std::uint8_t& out);
bool read_u8_field(Reporter& r, const Json& object, const std::string& path,
                   std::string_view key, int lo, int hi, std::uint8_t& out);
bool read_bool_field(Reporter& r, const Json& object, const std::string& path,
                     std::string_view key, bool& out);
// A name: one line of printable characters (no control characters, not only spaces, no
// space at either end), at most kMaxNameLength characters.
bool check_name(Reporter& r, const std::string& name, const std::string& path);
// A text shown to players (a Decree's): the same, at most kMaxTextLength characters.
bool check_text(Reporter& r, const std::string& text, const std::string& path);
bool read_name_field(Reporter& r, const Json& object, const std::string& path,
                     std::string& out);  // "name": checked by check_name
// An array field whose size must not exceed `max`; null after reporting a problem.
const Json* list_field(Reporter& r, const Json& object, const std::string& path,
                       std::string_view key, std::string_view what, int max);
// An array field of 1 to `max` integers from lo to hi (false after reporting a problem).
bool read_u8_list(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                  std::string_view what, int max, int lo, int hi, std::vector<std::uint8_t>& out);

// --- Game vocabulary, costs and effects (data_loader_effects.cpp) ---
bool read_color(Reporter& r, const Json& value, const std::string& path, Color& out);
// The field `key` of `object`: a non-empty array of distinct colours, as a bitmask.
bool read_color_set(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                    std::uint8_t& mask);
// The field `key` of `object`: a non-empty array of distinct resources, as a bitmask.
bool read_resource_set(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                       std::uint8_t& mask);
bool read_cost(Reporter& r, const Json& value, const std::string& path, Cost& out);
bool read_effects(Reporter& r, const Json& value, const std::string& path, Effects& out);
// The checks read_effects makes on a whole list (rulings 11's order, one decision per item).
bool check_effect_list(Reporter& r, const std::string& path, const Effects& out);
// An expansion's own effect kinds (Pantheon's, Agora's), for a list that may also hold
// kinds of the base table.
struct ExpansionKinds {
  std::string_view a_type;  // in "missing field "type" (expected a Pantheon effect type)"
  std::string names;        // its types, for "unknown effect type ... (expected ...)"
  std::function<bool(const std::string& type)> is_kind;
  // Reads one effect object of one of its types (reporting its own problems) and keeps it.
  std::function<void(const std::string& type, const Json& value, const std::string& path)> read;
};
// Each type with the path of its effect, in the list's order.
using EffectPaths = std::vector<std::pair<std::string, std::string>>;
// Reads the array `list` at `path`: the expansion's kinds, and (when `base` is given) the
// base table's kinds into *base, each type at most once; then check_effect_list on *base.
EffectPaths read_expansion_effects(Reporter& r, const Json& list, const std::string& path, Effects* base,
                                   const ExpansionKinds& kinds);

// --- One compile step per file (a module that requires nothing is the root: it defines
// the whole game; `root` false: an overlay that adds to it or changes it) ---
void compile_cards(Reporter& r, const Json& doc, Rules& rules, Facts& facts, bool root);
void compile_wonders(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void compile_tokens(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void compile_structures(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
// Slots of an Age structure that hold tokens (Pantheon's Mythology and Offering tokens):
// the array field `key`, 1 to 32 distinct slot numbers.
bool read_token_slots(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                      std::vector<std::uint8_t>& out);
// The slots (the list at `path`) are in the Age's structure in use and on face-down cards:
// a token is taken when its card is uncovered, before the card is turned face up.
void check_token_slots(Reporter& r, const std::string& path, const std::vector<std::uint8_t>& slots, int age,
                       const Rules& rules, const Facts& facts);
void compile_military(Reporter& r, const Json& doc, Rules& rules);
void compile_constants(Reporter& r, const Json& doc, Rules& rules, Facts& facts, bool root);
void compile_decks(Reporter& r, const Json& doc, Facts& facts, bool root);
// A Wonder or Progress token named by the field "wonder" or "progress_token" (exactly one)
// of `value`, among those of the modules read so far (an expansion's item effects).
struct NamedItem {
  bool wonder = false;
  std::string name;
  std::uint8_t id = kNone;
};
bool read_named_item(Reporter& r, const Json& value, const std::string& path, const Rules& rules, NamedItem& out);
// pantheon.json (data_loader_pantheon.cpp), read after the module's other files; and its
// checks against the whole game, after finish_decks.
void compile_pantheon(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void finish_pantheon(std::vector<DataError>& errors, Rules& rules, const Facts& facts);
// agora.json (data_loader_agora.cpp), read after the module's other files; then, after
// finish_decks (card ids are final) and before finish_pantheon, the Senators' cards and,
// with Pantheon, the slots of Agora's structures for Pantheon's tokens.
void compile_agora(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void finish_agora(std::vector<DataError>& errors, Rules& rules, Facts& facts);

// --- What the engine can honour across the modules (data_loader_honour.cpp) ---
// Effects whose state the engine holds once (one Snake, one token out of the game...),
// "take a card" of a colour whose cards carry science, and moves that read two ways.
void check_engine_can_honour(std::vector<DataError>& errors, const Rules& rules, const Facts& facts);

// --- The items' names in messages (data_loader_names.cpp) ---
// Gives each error whose file is in `docs` (the files read, by their names in messages)
// its named_path: "/divinities/12 (Mars)/effects/0" for "/divinities/12/effects/0".
void name_items(std::vector<DataError>& errors, const std::map<std::string, Json, std::less<>>& docs);

// --- Deck composition (data_loader_decks.cpp) ---
// The pool a card without "pool" is drawn from: "guilds" for a purple card, else
// "age_<Age>".
std::string default_pool(const CardDef& card);
// The id of a pool name, added to rules.pools when new; kNone past the limit.
std::uint8_t pool_id(Rules& rules, const std::string& name);
// Drops the cards of replaced pools, gives each Age its draws by pool id and checks the
// composition against the structures and the pools (after every module is read).
void finish_decks(std::vector<DataError>& errors, Rules& rules, Facts& facts);

// --- Data modules (data_loader_modules.cpp) ---
// The limit on deck pools (a pool id is a byte; far above Pantheon with Agora's 6).
inline constexpr int kMaxPools = 32;

}  // namespace duel::data
