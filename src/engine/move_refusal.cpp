// Why a move in words is refused (notation.hpp why_move_refused): the text is matched
// against every action of every decision kind, not only the legal ones, so a real but
// illegal move gets the engine's reason (why_illegal) and a misspelt one names the word
// or name that was not understood. Only called on a refusal: never on a hot path.
#include <cctype>
#include <optional>
#include <vector>

#include "duel/decisions.hpp"
#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "duel/record.hpp"

namespace duel {
namespace {

// What a move of `type` names, and how many of them the rules hold.
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

constexpr int kActionTypes = static_cast<int>(ActionType::ChooseFirstPlayer) + 1;

// Calls f(action) for every action of `type` the rules can name, legal or not.
template <typename F>
void for_each_action(const Rules& rules, ActionType type, F&& f) {
  const int count = subject_of(rules, type).count;
  for (int id = 0; id < count; ++id) {
    if (type != ActionType::BuildWonder) {
      f(Action{type, static_cast<std::uint8_t>(id), kNone});
      continue;
    }
    for (std::size_t w = 0; w < rules.wonders.size(); ++w) f(Action{type, static_cast<std::uint8_t>(id), static_cast<std::uint8_t>(w)});
  }
}

std::string first_word(const std::string& normalised) { return normalised.substr(0, normalised.find(' ')); }

// The word every move of `type` begins with ("construct", "wonder", "pick").
std::string move_word(const Rules& rules, ActionType type) {
  return first_word(normalise_move_text(action_to_string(rules, Action{type, 0, 0}, kReferee)));
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

}  // namespace

std::string why_move_refused(const GameState& s, std::string_view text) {
  if (s.is_terminal()) return "the game is over";
  const Rules& rules = s.rules();
  const std::string wanted = normalise_move_text(text);
  const std::string verb = first_word(wanted);
  const DecisionKind& now = decision_kind(s.phase);
  // A real move: of this decision (the engine says why), or of another one. Only the
  // types whose moves begin with the same word are written out (a line of noise costs
  // nothing: the bot's fuzzer sends thousands).
  for (int t = 0; t < kActionTypes; ++t) {
    if (move_word(rules, static_cast<ActionType>(t)) != verb) continue;
    std::optional<Action> match;
    for_each_action(rules, static_cast<ActionType>(t), [&](const Action& a) {
      if (!match && normalise_move_text(action_to_string(rules, a, kReferee)) == wanted) match = a;
    });
    if (!match) continue;
    if (&decision_kind_of(match->type) != &now) return "not a move now (now: " + std::string(now.summary) + ")";
    const std::string why = why_illegal(s, *match);
    return why.empty() ? "a legal move" : why;
  }
  // No such move: a known first word with an unknown name (the current decision's
  // moves first: "construct" is also "construct discarded"), or an unknown word.
  std::string verbs;
  for (int pass = 0; pass < 2; ++pass) {
    for (int t = 0; t < kActionTypes; ++t) {
      const ActionType type = static_cast<ActionType>(t);
      if ((pass == 0) != (&decision_kind_of(type) == &now)) continue;
      const std::string word = move_word(rules, type);
      if (word == verb) return unknown_name(rules, type, text);
      if (pass == 0 && verbs.find("\"" + word + "\"") == std::string::npos) verbs += (verbs.empty() ? "\"" : ", \"") + word + "\"";
    }
  }
  const std::string written = trimmed(text);
  const std::string first = written.substr(0, written.size() - rest_as_written(written).size());
  return "no move begins with " + quote_excerpt(trimmed(first)) + " (moves now begin with " + verbs + ")";
}

}  // namespace duel
