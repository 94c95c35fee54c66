// Why a move in words is refused (notation.hpp why_move_refused): the text is matched
// against every action of every decision kind, the expansions' included, not only the
// legal ones, so a real but illegal move gets the engine's reason (why_illegal) and a
// misspelt one names the word or name that was not understood, with the moves there are
// now. Only called on a refusal: never on a hot path.
#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "duel/agora_rules.hpp"
#include "duel/decisions.hpp"
#include "duel/notation.hpp"
#include "duel/pantheon_rules.hpp"
#include "duel/payment.hpp"
#include "duel/record.hpp"

namespace duel {
namespace {

// What a move of `type` names, and how many of them the rules hold (the base game's
// types, whose unknown names get their own words).
struct Subject {
  const char* noun;
  int count;
};

Subject subject_of(const Rules& rules, ActionType type) {
  const int cards = static_cast<int>(rules.cards.size());
  switch (type) {
    case ActionType::PickWonder: return {"Wonder", static_cast<int>(rules.wonders.size())};
    case ActionType::ChooseProgress: return {"Progress token", static_cast<int>(rules.progress_tokens.size())};
    case ActionType::ChooseFirstPlayer: return {"player", 2};
    default: return {"card", cards};
  }
}

constexpr int kBaseActionTypes = static_cast<int>(ActionType::ChooseFirstPlayer) + 1;

// The values one field of an action can hold for a type, legal or not: the ids
// [0, count), and `extra` too (kNone: "none", kGate) unless it is -1.
struct Ids {
  int count = 0;
  int extra = -1;
};
struct Domain {
  Ids card, wonder;
};

// Kinds are shared between the expansions (Agora's Foreclosure and Extortion take a card
// and a Wonder as Baal and Ra do): each domain is empty only where its items are.
Domain domain_of(const Rules& rules, ActionType type) {
  const int cards = static_cast<int>(rules.cards.size()), wonders = static_cast<int>(rules.wonders.size());
  const int tokens = static_cast<int>(rules.progress_tokens.size());
  const int divinities = rules.pantheon ? static_cast<int>(rules.pantheon->divinities.size()) : 0;
  const int conspiracies = rules.agora ? static_cast<int>(rules.agora->conspiracies.size()) : 0;
  const Ids none{0, kNone};  // the field is unused
  const Ids chambers_or_none{rules.agora ? kChambers : 0, rules.agora ? kNone : -1};
  using T = ActionType;
  switch (type) {
    case T::PickWonder: case T::DiscardWonderCard: case T::TakeOpponentWonder: case T::ReturnWonder:
      return {{wonders}, none};
    case T::BuildWonder: case T::WonderFromDiscard: return {{cards}, {wonders}};
    case T::ChooseProgress: case T::TakeDivinityToken: return {{tokens}, none};
    case T::ObscureToken: return {{tokens}, {2, kNone}};  // wonder 1: a token of the box
    case T::ChooseFirstPlayer: return {{2}, none};
    case T::Activate:
      return {{divinities, rules.pantheon ? kGate : -1},
              {rules.pantheon ? 1 << std::min<int>(kMaxOfferings, static_cast<int>(rules.pantheon->offering_tokens.size())) : 0}};
    case T::PlaceDivinity: return {{divinities}, {rules.pantheon ? static_cast<int>(rules.pantheon->space_costs.size()) : 0}};
    case T::DiscardStructureCard: return {{kMaxSlots}, none};
    case T::PlaceMinerva: return {{2 * rules.military.capital + 1}, none};
    case T::DiscardMilitaryToken: case T::ApplyMilitaryToken: return {{2 * kMaxMilitaryZones}, none};
    case T::ChooseDivinity: case T::ArrangeDeck: return {{divinities}, none};
    case T::ChooseMythology: return {{rules.pantheon ? kMythologyCount : 0}, none};
    case T::PrepareConspiracy: return {{cards}, {conspiracies}};
    case T::TriggerConspiracy: return {{conspiracies, kNone}, none};
    case T::SenateAction: case T::MoveCube: return {chambers_or_none, chambers_or_none};
    case T::ConspiratorAction: return {chambers_or_none, none};
    case T::PlaceCube: case T::RemoveCube: return {{rules.agora ? kChambers : 0}, none};
    case T::KeepConspiracy: return {{conspiracies}, {conspiracies > 0 ? 3 : 0}};
    case T::DiscardAccessible: return {{cards, kNone}, none};
    case T::MoveDecree: return {{rules.agora ? kChambers * kMaxDecreesPerChamber : 0}, {rules.agora ? kChambers : 0}};
    default: return {{cards}, none};  // Construct, Discard and the other kinds that name a card
  }
}

template <typename F>
void for_each_id(const Ids& ids, F&& f) {
  for (int id = 0; id < ids.count && id < kNone; ++id) f(static_cast<std::uint8_t>(id));
  if (ids.extra >= 0) f(static_cast<std::uint8_t>(ids.extra));
}

// Calls f(action) for every action of `type` the rules can name, legal or not ("none"
// in the card means the whole move is "none": "move no cube", "trigger nothing").
template <typename F>
void for_each_action(const Rules& rules, ActionType type, F&& f) {
  const Domain d = domain_of(rules, type);
  for_each_id(d.card, [&](std::uint8_t card) {
    for_each_id(d.wonder, [&](std::uint8_t wonder) {
      if (card != kNone || wonder == kNone) f(Action{type, card, wonder});
    });
  });
}

std::string first_word(const std::string& normalised) { return normalised.substr(0, normalised.find(' ')); }

// The words moves of `type` begin with ("construct" and "recruit" for a Senator; "place",
// "move" and "senate" for a Politician's actions), from one move of each form the kinds
// write.
std::vector<std::string> move_words(const Rules& rules, ActionType type) {
  std::uint8_t senator = 0;
  while (senator < rules.cards.size() && !rules.cards[senator].is_senator()) ++senator;
  std::vector<std::string> words;
  for (const Action& a : {Action{type, 0, 0}, Action{type, 0, 1}, Action{type, 0, kNone}, Action{type, kNone, kNone},
                          Action{type, senator, kNone}}) {
    const std::string word = first_word(normalise_move_text(action_to_string(rules, a, kReferee)));
    if (std::find(words.begin(), words.end(), word) == words.end()) words.push_back(word);
  }
  return words;
}

bool begins_with(const Rules& rules, ActionType type, const std::string& verb) {
  const std::vector<std::string> words = move_words(rules, type);
  return std::find(words.begin(), words.end(), verb) != words.end();
}

bool blank(char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; }

std::string trimmed(std::string_view text) {
  std::size_t at = 0, end = text.size();
  while (at < end && blank(text[at])) ++at;
  while (end > at && blank(text[end - 1])) --end;
  return std::string(text.substr(at, end - at));
}

// The text after the first word, as written (only the ends trimmed).
std::string rest_as_written(std::string_view text) {
  const std::string all = trimmed(text);
  std::size_t at = 0;
  while (at < all.size() && !blank(all[at])) ++at;
  return trimmed(std::string_view(all).substr(at));
}

// Where the word "with" stands alone in `text` (any case), or npos.
std::size_t with_word(const std::string& text) {
  for (std::size_t i = text.size() >= 4 ? text.size() - 4 : std::string::npos; i != std::string::npos && i > 0; --i) {
    if (normalise_move_text(text.substr(i, 4)) == "with" && blank(text[i - 1]) && (i + 4 == text.size() || blank(text[i + 4]))) {
      return i;
    }
  }
  return std::string::npos;
}

template <typename Def>
bool names_one(const std::vector<Def>& defs, const std::string& wanted) {
  for (const Def& d : defs) {
    if (normalise_move_text(d.name) == normalise_move_text(wanted)) return true;
  }
  return false;
}

// The move's first word is known but what it names is not: say which name.
std::string unknown_name(const Rules& rules, ActionType type, std::string_view text) {
  const std::string rest = rest_as_written(text);
  const std::string lower = normalise_move_text(rest);
  if (type == ActionType::BuildWonder) {  // "wonder WONDER with CARD"
    const std::size_t with = with_word(rest);
    if (with == std::string::npos) return "a Wonder move reads \"wonder WONDER with CARD\"";
    const std::string wonder = trimmed(rest.substr(0, with)), card = trimmed(rest.substr(with + 4));
    if (!names_one(rules.wonders, wonder)) return "no Wonder is called " + quote_excerpt(wonder);
    return "no card is called " + quote_excerpt(card);
  }
  if (type == ActionType::ChooseFirstPlayer) return "the first player is 1 or 2";
  // "construct discarded CARD" shares its first word with "construct CARD".
  if ((type == ActionType::ConstructFromDiscard || type == ActionType::Construct) && lower.rfind("discarded ", 0) == 0) {
    return "no card is called " + quote_excerpt(rest_as_written(rest));  // after "discarded"
  }
  const char* noun = subject_of(rules, type).noun;
  if (rest.empty()) return std::string("the move names no ") + noun;
  return std::string("no ") + noun + " is called " + quote_excerpt(rest);
}

// The legal moves of `s` that begin with `verb` (all of them when none does), a dozen at
// most: what an expansion's decision offers, for a move it does not know.
std::string moves_now(const GameState& s, const std::string& verb) {
  ActionList legal;
  s.legal_actions(legal);
  std::vector<std::string> all, same;
  for (const Action& a : legal) {
    std::string text = action_to_string(s, a, kReferee);
    if (first_word(normalise_move_text(text)) == verb) same.push_back(text);
    all.push_back(std::move(text));
  }
  const std::vector<std::string>& shown = same.empty() ? all : same;
  constexpr std::size_t kShown = 12;
  std::string out;
  for (std::size_t i = 0; i < shown.size() && i < kShown; ++i) out += (i == 0 ? "" : ", ") + shown[i];
  if (shown.size() > kShown) out += " and " + std::to_string(shown.size() - kShown) + " more";
  return out;
}

}  // namespace

std::string why_move_refused(const GameState& s, std::string_view text) {
  if (s.is_terminal()) return "the game is over";
  const Rules& rules = s.rules();
  const std::string wanted = normalise_move_text(text);
  const std::string verb = first_word(wanted);
  const DecisionKind& now = decision_kind(s.phase);
  // A real move: of this decision (the engine says why), or of another one. Only the
  // types whose moves begin with the same word are written out (a line of noise costs
  // little: the bot's fuzzer sends thousands). The same words may be a move of several
  // kinds ("place cube chamber 2": a cube, a Politician's or a Conspirator's action):
  // this decision's comes first.
  std::optional<Action> elsewhere;
  for (int t = 0; t < kActionTypeCount; ++t) {
    const auto type = static_cast<ActionType>(t);
    const bool current = &decision_kind_of(type) == &now;
    if ((!current && elsewhere) || !begins_with(rules, type, verb)) continue;
    std::optional<Action> match;
    for_each_action(rules, type, [&](const Action& a) {
      if (!match && normalise_move_text(action_to_string(rules, a, kReferee)) == wanted) match = a;
    });
    if (!match) continue;
    if (!current) {
      elsewhere = match;
      continue;
    }
    const std::string why = why_illegal(s, *match);
    return why.empty() ? "a legal move" : why;
  }
  if (elsewhere) return "not a move now (now: " + std::string(now.summary) + ")";
  // No such move: a known first word with an unknown name (the current decision's
  // moves first: "construct" is also "construct discarded"), or an unknown word.
  std::vector<std::string> verbs;
  auto add_verb = [&](const std::string& word) {
    if (std::find(verbs.begin(), verbs.end(), word) == verbs.end()) verbs.push_back(word);
  };
  for (int pass = 0; pass < 2; ++pass) {
    for (int t = 0; t < kActionTypeCount; ++t) {
      const ActionType type = static_cast<ActionType>(t);
      if ((pass == 0) != (&decision_kind_of(type) == &now)) continue;
      const bool base = t < kBaseActionTypes;
      if (base && begins_with(rules, type, verb)) return unknown_name(rules, type, text);
      if (base && pass == 0) add_verb(move_words(rules, type).front());
    }
  }
  // The expansions' moves name many things (Divinities, spaces, Chambers, Conspiracies):
  // the moves there are now say it best.
  ActionList legal;
  s.legal_actions(legal);
  bool known_verb = false;
  for (const Action& a : legal) {
    const std::string word = first_word(normalise_move_text(action_to_string(s, a, kReferee)));
    known_verb = known_verb || (word == verb && static_cast<int>(a.type) >= kBaseActionTypes);
    add_verb(word);
  }
  if (known_verb) return "no such move now; the moves are: " + moves_now(s, verb);
  std::string listed;
  for (const std::string& word : verbs) listed += (listed.empty() ? "\"" : ", \"") + word + "\"";
  // A word of another decision's moves ("place" while playing a card), with a name no
  // move has.
  for (int t = kBaseActionTypes; t < kActionTypeCount; ++t) {
    if (begins_with(rules, static_cast<ActionType>(t), verb)) return "no such move now (moves now begin with " + listed + ")";
  }
  const std::string written = trimmed(text);
  const std::string first = written.substr(0, written.size() - rest_as_written(written).size());
  return "no move begins with " + quote_excerpt(trimmed(first)) + " (moves now begin with " + listed + ")";
}

}  // namespace duel
