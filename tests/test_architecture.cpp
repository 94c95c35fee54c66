// The engine stays a pure rules library (DESIGN.md): no SDL, no threads, no clock, no
// randomness but the project's own generator, and it includes nothing from the layers
// above it (AI, CLI, desktop game). Every folder is read, subfolders included.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool under(const fs::path& file, const fs::path& dir) {
  const fs::path relative = file.lexically_normal().lexically_relative(dir.lexically_normal());
  return !relative.empty() && *relative.begin() != "..";
}

// Every source and header under `dirs`, at any depth, less those under `except`.
std::vector<fs::path> sources(const std::vector<fs::path>& dirs, const std::vector<fs::path>& except = {}) {
  std::vector<fs::path> out;
  for (const fs::path& dir : dirs) {
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
      if (!entry.is_regular_file()) continue;
      const fs::path ext = entry.path().extension();
      if (ext != ".cpp" && ext != ".hpp") continue;
      bool excluded = false;
      for (const fs::path& e : except) excluded = excluded || under(entry.path(), e);
      if (!excluded) out.push_back(entry.path());
    }
  }
  return out;
}

const fs::path kRoot = DUEL_SOURCE_DIR;
const fs::path kEngineSources = kRoot / "src/engine";
const fs::path kPublic = kRoot / "include/duel";
const fs::path kAiPublic = kRoot / "include/duel/ai";

std::vector<fs::path> engine_files() { return sources({kEngineSources, kPublic}, {kAiPublic}); }

// The targets of the file's #include lines, with their delimiters: "x.hpp" or <x>.
std::vector<std::string> includes(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const std::size_t hash = line.find_first_not_of(" \t");
    if (hash == std::string::npos || line.compare(hash, 1, "#") != 0) continue;
    const std::size_t word = line.find_first_not_of(" \t", hash + 1);
    if (word == std::string::npos || line.compare(word, 7, "include") != 0) continue;
    const std::size_t open = line.find_first_of("\"<", word + 7);
    if (open == std::string::npos) continue;
    const std::size_t close = line.find(line[open] == '"' ? '"' : '>', open + 1);
    if (close != std::string::npos) out.push_back(line.substr(open, close - open + 1));
  }
  return out;
}

// Why the engine file `file` may not include `target` ("" when it may): its own headers
// (src/engine, at any depth), the public engine headers (duel/..., not duel/ai/), the
// standard library, the JSON library and the processor's intrinsics.
std::string include_refusal(const fs::path& file, const std::string& target) {
  const std::string name = target.substr(1, target.size() - 2);
  if (target.front() == '<') {
    static const std::set<std::string> kAllowed = {"nlohmann/json.hpp", "emmintrin.h", "arm_neon.h"};
    if (kAllowed.count(name)) return "";
    if (name.find('/') == std::string::npos && name.find('.') == std::string::npos) return "";  // <vector>
    return "not a standard, JSON or intrinsics header";
  }
  if (name.rfind("duel/", 0) == 0) {
    if (name.rfind("duel/ai/", 0) == 0) return "an AI header";
    return fs::exists(kPublic / name.substr(5)) ? "" : "not a public engine header";
  }
  if (under(file, kPublic)) return "a public header includes only duel/... headers";
  const fs::path resolved = (file.parent_path() / name).lexically_normal();
  if (!under(resolved, kEngineSources)) return "outside src/engine";
  return fs::exists(resolved) ? "" : "no such engine header";
}

// Whether `text` asks whether a module is on (`s.pantheon.on`, `agora.on`).
bool asks_module_on(const std::string& text) {
  static const std::regex kOn(R"(\b(pantheon|agora)\s*\.\s*on\b)");
  return std::regex_search(text, kOn);
}

}  // namespace

TEST_CASE("Engine sources include no SDL and use no threads, clock or std randomness", "[architecture]") {
  const std::vector<fs::path> files = engine_files();
  bool decisions_read = false;
  for (const fs::path& file : files) {
    decisions_read = decisions_read || file.parent_path().filename() == "decisions";
    const std::string text = read(file);
    INFO(file.string());
    for (const char* banned : {"SDL", "<thread>", "<chrono>", "<random>", "std::rand", "srand(", "random_device", "<ctime>"}) {
      INFO("contains " << banned);
      CHECK(text.find(banned) == std::string::npos);
    }
  }
  CHECK(files.size() > 60);
  CHECK(decisions_read);  // src/engine/decisions/ is read too
}

TEST_CASE("The engine includes only its own headers and the public duel/ headers", "[architecture]") {
  int checked = 0;
  for (const fs::path& file : engine_files()) {
    for (const std::string& target : includes(read(file))) {
      INFO(file.string() << " includes " << target);
      CHECK(include_refusal(file, target) == "");
      ++checked;
    }
  }
  CHECK(checked > 300);
}

// The base engine reaches the expansions only through the hook registry (modules.hpp,
// docs/engine.md "Module hooks"): outside src/engine/pantheon/ and src/engine/agora/, no
// file includes a module's header and none asks whether a module is on, but the
// registry; no public header asks either, but the modules' own. The determinization
// deals the modules' unseen components through their `deal_unseen` hook; the decision
// kinds' table lists the kinds the modules' hook tables hand it.
TEST_CASE("The base engine reaches the modules only through the hook registry", "[architecture]") {
  const std::set<std::string> may_include = {"modules.hpp"};
  const std::set<std::string> may_test = {"modules.hpp"};
  const fs::path modules[] = {kEngineSources / "pantheon", kEngineSources / "agora"};
  int base_files = 0;
  for (const fs::path& file : sources({kEngineSources}, {modules[0], modules[1]})) {
    ++base_files;
    const std::string name = file.filename().string();
    const std::string text = read(file);
    INFO(file.string());
    for (const std::string& target : includes(text)) {
      if (target.front() != '"') continue;
      const fs::path resolved = (file.parent_path() / target.substr(1, target.size() - 2)).lexically_normal();
      const bool module_header = under(resolved, modules[0]) || under(resolved, modules[1]);
      INFO("includes " << target);
      CHECK((!module_header || may_include.count(name) > 0));
    }
    if (may_test.count(name) == 0) CHECK_FALSE(asks_module_on(text));
  }
  CHECK(base_files > 40);
  // The public headers too, but the modules' own (duel/pantheon_*.hpp, duel/agora_*.hpp:
  // their state, rules, decision lists and zone walks): zones.hpp walks each module's
  // places through the module's header, which tests its own flag.
  int public_headers = 0;
  for (const fs::path& file : engine_files()) {
    if (!under(file, kPublic)) continue;
    ++public_headers;
    const std::string name = file.filename().string();
    INFO(file.string());
    if (name.rfind("pantheon_", 0) != 0 && name.rfind("agora_", 0) != 0) CHECK_FALSE(asks_module_on(read(file)));
  }
  CHECK(public_headers > 20);
  // What it catches, planted.
  CHECK(asks_module_on("  if (s.agora.on) for_each_agora_place(s, f);"));
  CHECK(asks_module_on("  if (!s.pantheon.on) return;"));
  CHECK(asks_module_on("return state.pantheon.on && x;"));
  CHECK_FALSE(asks_module_on("s.pantheon.one_more = 1; // agora.only"));
}

// One module never reaches into another: a file under src/engine/pantheon/ includes
// nothing from src/engine/agora/ and the other way round (what one module does for the
// other goes through the hook registry, e.g. Neptune's Military token acting through
// take_military_token and its military_token_taken hook).
TEST_CASE("A module's files include no other module's headers", "[architecture]") {
  const fs::path modules[] = {kEngineSources / "pantheon", kEngineSources / "agora"};
  int module_files = 0;
  for (int m = 0; m < 2; ++m) {
    for (const fs::path& file : sources({modules[m]})) {
      ++module_files;
      for (const std::string& target : includes(read(file))) {
        if (target.front() != '"') continue;
        const fs::path resolved = (file.parent_path() / target.substr(1, target.size() - 2)).lexically_normal();
        INFO(file.string() << " includes " << target);
        CHECK_FALSE(under(resolved, modules[1 - m]));
      }
    }
  }
  CHECK(module_files > 20);
}

TEST_CASE("The include rule refuses the AI, the CLI, the desktop game and SDL", "[architecture]") {
  const fs::path state = kEngineSources / "state.cpp";
  const fs::path decision = kEngineSources / "decisions/play.cpp";
  const fs::path header = kPublic / "state.hpp";
  CHECK(include_refusal(state, "\"duel/ai/agent.hpp\"") == "an AI header");
  CHECK(include_refusal(state, "\"../ai/evaluation.cpp\"") == "outside src/engine");
  CHECK(include_refusal(decision, "\"../../src/cli/cli.hpp\"") == "outside src/engine");
  CHECK(include_refusal(decision, "\"../../ui/layout.hpp\"") == "outside src/engine");
  CHECK(include_refusal(state, "<SDL.h>") == "not a standard, JSON or intrinsics header");
  CHECK(include_refusal(state, "<SDL2/SDL.h>") == "not a standard, JSON or intrinsics header");
  CHECK(include_refusal(header, "\"../../src/engine/state_internal.hpp\"") == "a public header includes only duel/... headers");
  // What the engine does include.
  CHECK(include_refusal(decision, "\"../state_internal.hpp\"") == "");
  CHECK(include_refusal(decision, "\"decision_support.hpp\"") == "");
  CHECK(include_refusal(state, "\"duel/state.hpp\"") == "");
  CHECK(include_refusal(state, "<vector>") == "");
  CHECK(include_refusal(state, "<nlohmann/json.hpp>") == "");
  CHECK(includes("#include <vector>\n  #  include \"a.hpp\"  // why\n// #include nothing\n") ==
        std::vector<std::string>{"<vector>", "\"a.hpp\""});
}

TEST_CASE("AI sources include no SDL and no std randomness", "[architecture]") {
  const std::vector<fs::path> files = sources({kRoot / "src/ai", kAiPublic});
  for (const fs::path& file : files) {
    const std::string text = read(file);
    INFO(file.string());
    for (const char* banned : {"SDL", "<random>", "std::rand", "random_device"}) CHECK(text.find(banned) == std::string::npos);
  }
  CHECK(files.size() > 20);
}

namespace {

// A write to a holding: a treasury, the Conflict pawn, the discard pile, a city's cards,
// Wonders or Progress tokens, the track's Military tokens (comparisons, reads and
// comments are not writes).
const std::regex kHoldingWrite(
    R"((\.|->)\s*coins\s*(\+=|-=|=(?!=)|\+\+|--)|(\+\+|--)\s*[\w.\[\]>-]*(\.|->)coins\b)"
    R"(|\bconflict_pawn\s*(\+=|-=|=(?!=)|\+\+|--)|(\+\+|--)\s*[\w.>-]*conflict_pawn\b)"
    R"(|\bdiscard_pile\s*\[[^\]]*\]\s*=(?!=)|\bdiscard_count\s*(\+=|-=|=(?!=)|\+\+|--)|(\+\+|--)\s*[\w.>-]*discard_count\b)"
    R"(|\bcards\s*\.\s*(insert|erase)\s*\()"
    R"(|(\.|->)\s*progress\s*(\|=|&=|\^=|=(?!=)))"
    R"(|\b(wonders|wonder_cards)\s*\[[^\]]*\]\s*=(?!=)|\bwonder_count\s*(\+=|-=|=(?!=)|\+\+|--)|(\+\+|--)\s*[\w.>-]*wonder_count\b)"
    R"(|\bmilitary_tokens\s*(\|=|&=|\^=|=(?!=)))");

// Where a holding is written outside the primitives, and why: the city totals' rebuild
// keeps what the city holds, the setup and the observation place components by zone, and
// the declarations' initial values. `file` empty: in any file (not a holding at all).
struct AllowedWrite {
  const char* file;
  const char* text;
};
const AllowedWrite kAllowedWrites[] = {
    {"src/engine/state_effects.cpp", "city.cards.insert(card);"},  // add_card_stats
    {"src/engine/state_effects.cpp", "c.coins = old.coins;"},      // recompute_city
    {"src/engine/state_effects.cpp", "c.wonder_count = old.wonder_count;"},
    {"src/engine/state_effects.cpp", "c.progress = old.progress;"},
    {"src/engine/state.cpp", "c.coins = k.starting_coins;"},  // the setup
    {"src/engine/state.cpp", "cities[p].wonders[i] = wonder_order["},
    {"src/engine/state.cpp", "cities[p].wonder_count = kWondersPerPlayer;"},
    {"src/engine/observation.cpp", "s.cities[p.owner].wonders[i] = id;"},  // a component placed by its zone
    {"src/engine/observation.cpp", "s.discard_pile[i] = id;"},
    {"src/engine/observation.cpp", "s.cities[p.owner].wonder_cards[i] = id;"},
    {"src/engine/observation.cpp", "seen.cards.insert(id);"},  // what a player saw
    {"include/duel/state.hpp", "std::uint8_t wonder_count = 0;"},
    {"include/duel/state.hpp", "std::int8_t conflict_pawn = 0;"},
    {"include/duel/state.hpp", "std::uint8_t discard_count = 0;"},
    {"include/duel/state.hpp", "std::uint16_t military_tokens = 0;"},
    {"src/engine/state.cpp", "if (rules.military.zones[z].token_coins > 0) military_tokens |="},  // the setup's tokens
    {"src/engine/agora/agora.cpp", "if (!s.rules().military.zones[z].agora.empty()) s.military_tokens |="},  // init_agora
    {"", "price.coins = "},     // an activation's price
    {"", "e.coins = p.number"},  // an effect's parameter
};

// "file:line: code" for each line of `text` (the file at `file`) that `writes` flags
// and `allowed` does not list (by file, or any file when its file is "", and text).
template <class Writes>
std::vector<std::string> disallowed_writes(const fs::path& file, const std::string& text, Writes writes,
                                           std::span<const AllowedWrite> allowed) {
  const std::string relative = file.lexically_normal().lexically_relative(kRoot.lexically_normal()).generic_string();
  std::vector<std::string> out;
  std::istringstream lines(text);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    const std::string code = line.substr(0, line.find("//"));
    if (!writes(code)) continue;
    bool ok = false;
    for (const AllowedWrite& a : allowed) {
      ok = ok || ((std::string(a.file).empty() || relative == a.file) && code.find(a.text) != std::string::npos);
    }
    if (!ok) out.push_back(relative + ":" + std::to_string(number) + ": " + code);
  }
  return out;
}

// "file:line: code" for each write to a holding in `text` (the file at `file`) that the
// primitives do not make and the list above does not allow.
std::vector<std::string> holding_writes(const fs::path& file, const std::string& text) {
  return disallowed_writes(
      file, text, [](const std::string& code) { return std::regex_search(code, kHoldingWrite); }, kAllowedWrites);
}

}  // namespace

// docs/engine.md "State primitives": a decision or rule changes coins, the pawn and the
// components only through src/engine/state_primitives.{hpp,cpp}, which keep the totals
// and emit the events.
TEST_CASE("Holdings change only through the state primitives", "[architecture]") {
  const std::set<std::string> primitives = {"state_primitives.hpp", "state_primitives.cpp"};
  int files = 0;
  for (const fs::path& file : engine_files()) {
    if (primitives.count(file.filename().string()) > 0) continue;
    ++files;
    for (const std::string& write : holding_writes(file, read(file))) {
      INFO("a holding written outside the state primitives: " << write);
      CHECK(false);
    }
  }
  CHECK(files > 60);
  // What would be caught, planted in a decision; reads, comparisons and comments pass.
  const fs::path plant = kEngineSources / "decisions/plant.cpp";
  const char* const writes[] = {
      "  s.cities[p].coins += 3;",   "  c.coins -= cost;",           "  city.coins = 0;",
      "  ++s.cities[p].coins;",      "  s.conflict_pawn = 3;",       "  s.conflict_pawn += step;",
      "  s.discard_pile[s.discard_count++] = card;", "  --s.discard_count;", "  s.cities[rival].cards.erase(a.card);",
      "  c.cards.insert(card);",     "  c.progress |= 1U << t;",     "  c.wonders[i] = kNone;",
      "  to.wonder_cards[n] = card;", "  ++to.wonder_count;",        "  from->coins -= 2;",
      "  s.military_tokens &= ~(1U << bit);",
  };
  for (const char* w : writes) {
    INFO(w);
    CHECK(holding_writes(plant, w).size() == 1);
  }
  const char* const reads[] = {
      "  if (s.cities[p].coins == 3) return;", "  const int n = s.discard_count;", "  x = c.wonders[i] == w;",
      "  // s.cities[p].coins += 3;",           "  if (c.progress >> t & 1) n += c.coins;", "  price.coins = 2;",
      "  coins += deficit[r] * price[r];",     "  s.cities[0].cards.contains(card);",
  };
  for (const char* r : reads) {
    INFO(r);
    CHECK(holding_writes(plant, r).empty());
  }
}

namespace {

// The modules' components and the board's and the box's Progress tokens (docs/engine.md
// "State primitives"): the Pantheon's spaces, decks, tokens on cards and on Enki, Minerva,
// the Snake and each player's holdings; Agora's cubes and supplies, Decrees, Conspiracies
// (deck, drawn, hands) and the obscured token, with the Senate's totals (control).
#define DUEL_COMPONENT                                                                                   \
  "(spaces|space_count|revealed|placed_by|backs|decks|deck_count|slot_tokens|divinity_tokens"             \
  "|divinity_token_count|arranged|minerva|snake|snake_owner|mythology_tokens|offerings|astarte_coins"    \
  "|divinities|gate|cubes|supply|decrees|decree_count|face_down|deck|hands|ids|tucked|triggered|drawn"   \
  "|drawn_count|controller|controlled|decree_shields|obscured|obscured_by|obscured_from_box"            \
  "|board_tokens|board_token_count|box_tokens|box_token_count|drawn_tokens|drawn_token_count)\\b"
// A write to one: assigned, stepped or filled; a non-const reference bound to one, by `=`
// or a range-for (writes through it would pass unseen). An index may hold one more index.
const std::regex kComponentWrite(
    "(\\.|->)\\s*" DUEL_COMPONENT "(\\s*\\[([^\\[\\]]|\\[[^\\]]*\\])*\\])*\\s*(\\+=|-=|\\|=|&=|\\^=|=(?!=)|\\+\\+|--|\\.\\s*fill\\s*\\()"
    "|(\\+\\+|--)\\s*[\\w.\\[\\]>-]*(\\.|->)\\s*" DUEL_COMPONENT
    "|^\\s*(?!const\\b)[\\w:<>]+\\s*&\\s*\\w+\\s*=\\s*[^;]*(\\.|->)\\s*" DUEL_COMPONENT
    "|\\(\\s*(?!const\\b)[\\w:<>]+\\s*&\\s*\\w+\\s*:\\s*[^)]*(\\.|->)\\s*" DUEL_COMPONENT);
// The standard algorithms that write a range: the destination is the last argument of a
// copy; any argument of the others (the range they write: fill, rotate, remove ...).
const std::regex kAlgorithm(R"(std::(copy|copy_n|copy_backward|fill|fill_n|rotate|remove|replace|reverse|swap|iter_swap)\s*\()");
const std::regex kComponent("(\\.|->)\\s*" DUEL_COMPONENT);
#undef DUEL_COMPONENT

// What the algorithm call at `open` (its '(') in `code` writes: its last argument, or all
// of them; "" when the call does not close on the line.
std::string destination(const std::string& code, std::size_t open, bool last_only) {
  int depth = 0;
  std::size_t last_comma = std::string::npos;
  for (std::size_t i = open; i < code.size(); ++i) {
    const char c = code[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && --depth == 0) {
      const std::size_t start = last_only && last_comma != std::string::npos ? last_comma + 1 : open + 1;
      return code.substr(start, i - start);
    }
    if (c == ',' && depth == 1) last_comma = i;
  }
  return "";
}

bool writes_component(const std::string& code) {
  if (std::regex_search(code, kComponentWrite)) return true;
  for (auto it = std::sregex_iterator(code.begin(), code.end(), kAlgorithm); it != std::sregex_iterator(); ++it) {
    const std::string name = (*it)[1].str();
    const bool copy = name.rfind("copy", 0) == 0;
    const std::size_t open = static_cast<std::size_t>(it->position() + it->length() - 1);
    if (std::regex_search(destination(code, open, copy), kComponent)) return true;
  }
  return false;
}

// Where a component is written outside the primitives, and why: the setups lay them out,
// the determinization and the observation place them by zone, the check counts them.
const AllowedWrite kAllowedComponentWrites[] = {
    {"src/engine/pantheon/pantheon.cpp", "ps.spaces.fill(kNone);"},  // init_pantheon: the setup
    {"src/engine/pantheon/pantheon.cpp", "ps.placed_by.fill(kNone);"},
    {"src/engine/pantheon/pantheon.cpp", "ps.backs.fill(kNone);"},
    {"src/engine/pantheon/pantheon.cpp", "ps.space_count = "},
    {"src/engine/pantheon/pantheon.cpp", "ps.decks[m].fill(kNone);"},
    {"src/engine/pantheon/pantheon.cpp", "ps.deck_count[m] = "},
    {"src/engine/pantheon/pantheon.cpp", "std::copy_n(deck.begin(), ps.deck_count[m], ps.decks[m].begin());"},
    {"src/engine/pantheon/pantheon.cpp", "ps.slot_tokens[0][p.mythology_token_slots[i]] = "},
    {"src/engine/pantheon/pantheon.cpp", "ps.slot_tokens[1][p.offering_token_slots[i]] = "},
    {"src/engine/pantheon/pantheon.cpp", "ps.divinity_tokens.fill(kNone);"},
    {"src/engine/pantheon/pantheon.cpp", "price.offerings += "},  // an activation's price
    {"src/engine/agora/agora.cpp", "a.supply.fill(rules.cubes_per_player);"},  // init_agora: the setup
    {"src/engine/agora/agora.cpp", "a.controller.fill(kNone);"},
    {"src/engine/agora/agora.cpp", "for (auto& chamber : a.decrees) chamber.fill(kNone);"},
    {"src/engine/agora/agora.cpp", "a.decrees[c][0] = setup.agora.decrees[c];"},
    {"src/engine/agora/agora.cpp", "a.decree_count[c] = 1;"},
    {"src/engine/agora/agora.cpp", "a.face_down = static_cast<std::uint16_t>(a.face_down | (1U << (c * kMaxDecreesPerChamber)));"},
    {"src/engine/agora/agora.cpp", "a.deck.fill(kNone);"},
    {"src/engine/agora/agora.cpp", "a.deck_count = static_cast<std::uint8_t>(std::min<std::size_t>(setup.agora.conspiracies.size()"},
    {"src/engine/agora/agora.cpp", "std::copy_n(setup.agora.conspiracies.begin(), a.deck_count, a.deck.begin());"},
    {"src/engine/agora/agora.cpp", "for (ConspiracyHand& h : a.hands) {"},
    {"src/engine/agora/agora.cpp", "h.ids.fill(kNone);"},
    {"src/engine/agora/agora.cpp", "h.tucked.fill(kNone);"},
    {"src/engine/agora/agora.cpp", "a.drawn.fill(kNone);"},
    {"src/engine/setup.cpp", "out.offerings = iota_ids"},  // the Setup's own lists, not the state
    {"src/engine/setup.cpp", "auto& deck = out.decks["},
    {"src/engine/observation.cpp", "s.board_tokens[i] = id;"},  // a component placed by its zone
    {"src/engine/observation.cpp", "s.drawn_tokens[i] = id;"},
    {"src/engine/observation.cpp", "s.box_tokens[i] = id;"},
    {"src/engine/observation.cpp", "s.agora.obscured = id;"},
    {"src/engine/observation.cpp", "s.pantheon.spaces[i] = id;"},
    {"src/engine/observation.cpp", "s.pantheon.decks[p.deck][i] = id;"},
    {"src/engine/observation.cpp", "s.pantheon.divinity_tokens[i] = id;"},
    {"src/engine/observation.cpp", "s.agora.deck[i] = id;"},
    {"src/engine/observation.cpp", "s.agora.drawn[i] = id;"},
    {"src/engine/observation.cpp", "s.agora.hands[p.owner].ids[i] = id;"},
    {"src/engine/observation.cpp", "s.agora.hands[p.owner].tucked[i] = id;"},
    {"src/engine/observation.cpp", "s.agora.decrees[p.deck][i] = id;"},
    {"src/engine/observation.cpp", "seen.divinities |= "},  // what a player saw
    {"src/engine/observation.cpp", "seen.decrees |= "},
    {"src/engine/observation.cpp", "std::fill(o.box_tokens.begin() + o.box_token_count, o.box_tokens.end(), kNone);"},  // hidden
    {"src/engine/observation.cpp", "std::fill(o.drawn_tokens.begin() + o.drawn_token_count, o.drawn_tokens.end(), kNone);"},
    {"src/engine/observation.cpp", "std::copy_n(d.box_tokens.begin(), d.drawn_token_count, d.drawn_tokens.begin());"},  // dealt
    {"src/engine/pantheon/pantheon_deal.cpp", "d.pantheon.spaces[p.index] = unseen[next++];"},  // dealt
    {"src/engine/pantheon/pantheon_deal.cpp", "d.pantheon.decks[p.deck][p.index] = unseen[next++];"},
    {"src/engine/zones.cpp", "s.knowledge[drawer].box_tokens |= "},  // what the drawer saw
};

// "file:line: code" for each write to a module component or a board or box token in
// `text` that the primitives do not make and the list above does not allow.
std::vector<std::string> component_writes(const fs::path& file, const std::string& text) {
  return disallowed_writes(file, text, writes_component, kAllowedComponentWrites);
}

}  // namespace

// The modules' own components and the board's and the box's Progress tokens move through
// their primitives (src/engine/pantheon/pantheon_primitives.{hpp,cpp},
// src/engine/agora/agora_primitives.{hpp,cpp}, and the base's for the tokens), which keep
// their totals (a Mythology token's chain, a Divinity's lasting effects, the Chambers'
// control, the cubes left) and emit their events.
TEST_CASE("Module components change only through their modules' primitives", "[architecture]") {
  const std::set<std::string> primitives = {"state_primitives.hpp", "state_primitives.cpp", "pantheon_primitives.hpp",
                                            "pantheon_primitives.cpp", "agora_primitives.hpp", "agora_primitives.cpp"};
  int files = 0;
  for (const fs::path& file : engine_files()) {
    if (primitives.count(file.filename().string()) > 0) continue;
    ++files;
    for (const std::string& write : component_writes(file, read(file))) {
      INFO("a module component written outside the primitives: " << write);
      CHECK(false);
    }
  }
  CHECK(files > 60);
  // What would be caught, planted in a module's decision; reads, comparisons and const
  // references pass.
  const fs::path plant = kEngineSources / "pantheon/plant.cpp";
  const char* const writes[] = {
      "  s.pantheon.spaces[a.wonder] = a.card;",       "  ps.revealed |= 1U << i;",
      "  h.offerings = static_cast<std::uint8_t>(h.offerings & ~o);", "  ++h.mythology_tokens[m];",
      "  s.pantheon.players[p].gate = true;",          "  s.pantheon.minerva = 3;",
      "  std::uint8_t& astarte = s.pantheon.players[p].astarte_coins;", "  auto& d = s.pantheon.decks[m];",
      "  std::rotate(at, d.begin(), s.pantheon.decks[m].end());", "  --a.supply[p];",
      "  ++a.cubes[p][chamber];",                      "  a.controller[i] = now;",
      "  ag.decrees[to][ag.decree_count[to]++] = d;",  "  ConspiracyHand& h = s.agora.hands[p];",
      "  ag.drawn.fill(kNone);",                       "  std::copy(a.deck.begin() + n, a.deck.end(), a.deck.begin());",
      "  s.agora.obscured = t;",                       "  s.board_tokens[i] = kNone;",
      "  --s.box_token_count;",                        "  std::fill(box_end, s.box_tokens.end(), kNone);",
      "  ps.slot_tokens[0][slots[i]] = SlotToken::kNothing;", "  for (ConspiracyHand& h : s.agora.hands) h.count = 0;",
  };
  for (const char* w : writes) {
    INFO(w);
    CHECK(component_writes(plant, w).size() == 1);
  }
  const char* const reads[] = {
      "  if (s.pantheon.spaces[i] == d) return i;",  "  const ConspiracyHand& h = s.agora.hands[p];",
      "  const auto& deck = s.pantheon.decks[m];",    "  std::copy_n(s.pantheon.decks[m].begin(), n, drawn.begin());",
      "  n += s.agora.cubes[p][c];",                  "  // s.agora.supply[p] = 0;",
      "  return std::find(s.box_tokens.begin(), end, t) != end;", "  x = a.face_down >> bit & 1;",
      "  for (const ConspiracyHand& h : s.agora.hands) n += h.count;",
  };
  for (const char* r : reads) {
    INFO(r);
    CHECK(component_writes(plant, r).empty());
  }
}
