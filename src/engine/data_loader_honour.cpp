// Data loader, the checks across modules that keep the data within what the engine can
// honour exactly (docs/data-format.md "What the engine honours"): an effect whose state
// the engine holds once, a card taken from a city with its science symbol lost, and
// names that make two moves of one decision read the same.
#include <algorithm>
#include <unordered_map>

#include "data_loader_detail.hpp"
#include "duel/notation.hpp"

namespace duel::data {
namespace {

// Effects whose state the engine keeps in one place: a second item with one would
// overwrite the first's (a second Snake, a second token out of the game).
struct HeldOnce {
  std::string_view type;
  std::string_view why;
};
constexpr std::array<HeldOnce, 4> kHeldOnce = {{
    {"copy_opponent_science", "the engine has one Snake"},
    {"place_minerva", "the engine has one Minerva pawn"},
    {"coins_on_divinity", "the engine keeps one pile of coins on a Divinity for each player"},
    {"obscure_progress_token", "the engine holds one Progress token put out of the game"},
}};

void check_held_once(std::vector<DataError>& errors, const Facts& facts) {
  for (const HeldOnce& once : kHeldOnce) {
    const EffectAt* first = nullptr;
    for (const EffectAt& e : facts.expansion_effects) {
      if (e.type != once.type) continue;
      if (!first) {
        first = &e;
        continue;
      }
      Reporter(e.file, errors)
          .error(child(e.path, "type"), "a second " + quote(e.type) + " (also at " +
                                            (first->file == e.file ? first->path : first->file + " " + first->path) +
                                            "): " + std::string(once.why));
    }
  }
}

// Taking a card moves it as it is: the taker gets no science pair or supremacy from it
// (decisions/pantheon_cities.cpp), so no colour of a card with a science symbol.
void check_taken_colors(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  std::uint8_t science_colors = 0;
  std::array<std::string, kColorCount> example;
  for (const CardDef& c : rules.cards) {
    if (c.effects.science == kNone) continue;
    const int color = static_cast<int>(c.color);
    if (!(science_colors >> color & 1)) example[static_cast<std::size_t>(color)] = c.name;
    science_colors |= static_cast<std::uint8_t>(1u << color);
  }
  for (const EffectAt& e : facts.expansion_effects) {
    if (e.type != "take_opponent_card") continue;
    const std::uint8_t both = e.colors & science_colors;
    for (int color = 0; color < kColorCount; ++color) {
      if (!(both >> color & 1)) continue;
      Reporter(e.file, errors)
          .error(child(e.path, "colors"),
                 quote(color_name(static_cast<Color>(color))) + " cards cannot be taken: they carry science symbols (" +
                     quote(example[static_cast<std::size_t>(color)]) +
                     "), and the engine gives the taker no science pair or supremacy for a taken card");
    }
  }
}

// --- Moves that read two ways ---------------------------------------------------------

struct Named {
  std::string name;
  Origin at;  // of the item
};

struct Candidate {
  Action action;
  std::vector<Named> names;
};

// The actions of one decision that may be legal together, with the items they name.
using Family = std::vector<Candidate>;

std::vector<Family> move_families(const Rules& rules, const Facts& facts) {
  const auto card = [&](std::size_t c) { return Named{rules.cards[c].name, facts.card_at[c]}; };
  std::vector<Family> families;
  Family play;
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    const auto id = static_cast<std::uint8_t>(c);
    play.push_back({{ActionType::Construct, id, kNone}, {card(c)}});
    play.push_back({{ActionType::Discard, id, kNone}, {card(c)}});
    for (std::size_t w = 0; w < rules.wonders.size(); ++w) {
      play.push_back({{ActionType::BuildWonder, id, static_cast<std::uint8_t>(w)},
                      {Named{rules.wonders[w].name, facts.wonder_at[w]}, card(c)}});
    }
  }
  if (rules.pantheon) {
    const PantheonRules& p = *rules.pantheon;
    const auto divinity = [&](std::size_t d) {
      return Named{p.divinities[d].name, Origin{facts.pantheon_file, child("/divinities", d)}};
    };
    const int offering_sets = 1 << std::min<std::size_t>(p.offering_tokens.size(), kMaxOfferings);
    for (std::size_t d = 0; d <= p.divinities.size(); ++d) {
      const bool gate = d == p.divinities.size();
      const Named who = gate ? Named{p.gate_name, Origin{facts.pantheon_file, "/gate"}} : divinity(d);
      for (int set = 0; set < offering_sets; ++set) {
        play.push_back({{ActionType::Activate, gate ? kGate : static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(set)}, {who}});
      }
    }
    Family place;
    for (std::size_t d = 0; d < p.divinities.size(); ++d) {
      for (std::size_t space = 0; space < p.space_costs.size(); ++space) {
        place.push_back({{ActionType::PlaceDivinity, static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(space)}, {divinity(d)}});
      }
    }
    families.push_back(std::move(place));
  }
  if (rules.agora) {
    const AgoraRules& a = *rules.agora;
    const auto conspiracy = [&](std::size_t k) {
      return Named{a.conspiracies[k].name, Origin{facts.agora_file, child("/conspiracies", k)}};
    };
    Family trigger = {{{ActionType::TriggerConspiracy, kNone, kNone}, {}}};
    Family keep;
    for (std::size_t k = 0; k < a.conspiracies.size(); ++k) {
      const auto id = static_cast<std::uint8_t>(k);
      trigger.push_back({{ActionType::TriggerConspiracy, id, kNone}, {conspiracy(k)}});
      for (std::uint8_t where = 0; where < 3; ++where) keep.push_back({{ActionType::KeepConspiracy, id, where}, {conspiracy(k)}});
      for (std::size_t c = 0; c < rules.cards.size(); ++c) {
        play.push_back({{ActionType::PrepareConspiracy, static_cast<std::uint8_t>(c), id}, {card(c), conspiracy(k)}});
      }
    }
    Family thrown = {{{ActionType::DiscardAccessible, kNone, kNone}, {}}};
    for (std::size_t c = 0; c < rules.cards.size(); ++c) {
      thrown.push_back({{ActionType::DiscardAccessible, static_cast<std::uint8_t>(c), kNone}, {card(c)}});
    }
    families.push_back(std::move(trigger));
    families.push_back(std::move(keep));
    families.push_back(std::move(thrown));
  }
  families.push_back(std::move(play));
  return families;
}

bool names_item(const Candidate& c, const Named& n) {
  return std::any_of(c.names.begin(), c.names.end(), [&](const Named& m) { return m.at.text() == n.at.text(); });
}

// The items a reading names, for the message: "\"Zeus\" (/divinities/3)".
std::string reading(const Candidate& c, const std::string& file) {
  if (c.names.empty()) return "nothing of the data";
  std::vector<std::string> parts;
  for (const Named& n : c.names) parts.push_back(quote(n.name) + " (" + (n.at.file == file ? n.at.path : n.at.text()) + ")");
  return join(parts, " and ");
}

void report_two_readings(std::vector<DataError>& errors, const std::string& text, const Candidate& a, const Candidate& b) {
  // Blamed: the longest name that only one of the readings has (the one that reads as more).
  const Named* blamed = nullptr;
  for (const Candidate* c : {&a, &b}) {
    const Candidate& other = c == &a ? b : a;
    for (const Named& n : c->names) {
      if (names_item(other, n)) continue;
      if (!blamed || n.name.size() > blamed->name.size()) blamed = &n;
    }
  }
  if (!blamed) return;
  Reporter(blamed->at.file, errors)
      .error(blamed->at.path + "/name", "the move " + quote(text) + " reads two ways, naming " + reading(a, blamed->at.file) +
                                            ", or " + reading(b, blamed->at.file) + ": rename one of them");
}

// parse_action takes the first legal move whose words match: two moves of one decision
// with the same words would make a record replay another move.
void check_move_texts(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  for (const Family& family : move_families(rules, facts)) {
    std::unordered_map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < family.size(); ++i) {
      const std::string text = action_to_string(rules, family[i].action, kReferee);
      const auto [it, fresh] = seen.emplace(normalise_move_text(text), i);
      if (!fresh) report_two_readings(errors, text, family[it->second], family[i]);
    }
  }
}

}  // namespace

void check_engine_can_honour(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  check_held_once(errors, facts);
  check_taken_colors(errors, rules, facts);
  // Item positions match the files only when every item was read.
  if (errors.empty() && facts.card_at.size() == rules.cards.size() && facts.wonder_at.size() == rules.wonders.size()) {
    check_move_texts(errors, rules, facts);
  }
}

}  // namespace duel::data
