// Pantheon: placing a Divinity after taking a Mythology token (two drawn from its deck,
// one face down on an empty space, the other back on top), and taking one of the
// Progress tokens on Enki.
#include <algorithm>
#include <cctype>

#include "pantheon_support.hpp"

namespace duel::detail {

std::string divinity_name(const Rules& rules, DivinityId d) {
  return rules.pantheon ? rules.pantheon->name_of(d) : std::string("?");
}

namespace {

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

// --- Placing a Divinity ---------------------------------------------------------------

int drawn_count(const GameState& s, int m) {
  return std::min<int>(pantheon_of(s.rules()).divinities_drawn, s.pantheon.deck_count[static_cast<std::size_t>(m)]);
}

bool place_has_choice(const GameState& s, const DecisionFrame& frame) {
  if (frame.detail >= kMythologyCount || drawn_count(s, frame.detail) == 0) return false;
  for (int i = 0; i < s.pantheon.space_count; ++i) {
    if (s.pantheon.space_empty(i)) return true;
  }
  return false;
}

void place_legal(const GameState& s, ActionList& out) {
  const int m = s.pending.top().detail;
  std::array<DivinityId, kMaxDivinitiesEach> drawn{};
  const int n = drawn_count(s, m);
  std::copy_n(s.pantheon.decks[static_cast<std::size_t>(m)].begin(), n, drawn.begin());
  sort_small(drawn.data(), n);
  for (int i = 0; i < n; ++i) {
    for (int space = 0; space < s.pantheon.space_count; ++space) {
      if (s.pantheon.space_empty(space))
        out.push({ActionType::PlaceDivinity, drawn[static_cast<std::size_t>(i)], static_cast<std::uint8_t>(space)});
    }
  }
}

// Exactly place_legal()'s actions, without building the list (every placement is checked).
bool place_is_legal(const GameState& s, const Action& a) {
  if (a.type != ActionType::PlaceDivinity || a.wonder >= s.pantheon.space_count || !s.pantheon.space_empty(a.wonder)) return false;
  const int m = s.pending.top().detail;
  const auto& deck = s.pantheon.decks[static_cast<std::size_t>(m)];
  const int n = drawn_count(s, m);
  return std::find(deck.begin(), deck.begin() + n, a.card) != deck.begin() + n;
}

Applied place_apply(GameState& s, const Action& a, EventLog* events) {
  const int m = s.pending.top().detail;
  const int n = drawn_count(s, m);
  if (!place_is_legal(s, a)) return Applied::Refused;
  resolve_pick(s);
  const Player p = s.current;
  const auto& deck = s.pantheon.decks[static_cast<std::size_t>(m)];
  const int position = static_cast<int>(std::find(deck.begin(), deck.begin() + n, a.card) - deck.begin());
  place_divinity(s, p, m, position, a.wonder, events);
  // The other drawn Divinities went back on top: their drawer knows them.
  std::uint8_t& known = s.knowledge[p].deck_known[static_cast<std::size_t>(m)];
  known = std::max<std::uint8_t>(known, static_cast<std::uint8_t>(n - 1));
  return Applied::Resolved;
}

// The opponent reads only the Divinity's back: its Mythology.
std::string place_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  const bool hidden = viewer != kNone && viewer != mover;
  std::string what = divinity_name(rules, a.card);
  if (hidden || !rules.pantheon || a.card >= rules.pantheon->divinities.size()) {
    const int m = rules.pantheon && a.card < rules.pantheon->divinities.size()
                      ? static_cast<int>(rules.pantheon->divinities[a.card].mythology) : -1;
    what = m < 0 ? "a Divinity" : with_article(mythology_title(m)) + " Divinity";
  }
  return "place " + what + " on space " + std::to_string(a.wonder + 1);
}

// Names the drawn Divinities: the reason goes to their drawer, who sees them.
std::string place_why(const GameState& s, const Action& a) {
  const char* general = "choose one of the Divinities drawn and an empty space of the Pantheon";
  const DecisionFrame* frame = current_frame(s);
  if (a.type != ActionType::PlaceDivinity || !frame || frame->detail >= kMythologyCount) return general;
  const int m = frame->detail, n = drawn_count(s, m);
  const auto& deck = s.pantheon.decks[static_cast<std::size_t>(m)];
  if (std::find(deck.begin(), deck.begin() + n, a.card) == deck.begin() + n) {
    std::string drawn;
    for (int i = 0; i < n; ++i) drawn += (i == 0 ? "" : i + 1 == n ? " and " : ", ") + divinity_name(s.rules(), deck[static_cast<std::size_t>(i)]);
    return divinity_name(s.rules(), a.card) + " was not drawn (drawn: " + drawn + ")";
  }
  if (a.wonder >= s.pantheon.space_count) return "the Pantheon has " + std::to_string(s.pantheon.space_count) + " spaces";
  if (!s.pantheon.space_empty(a.wonder)) return "space " + std::to_string(a.wonder + 1) + " is not empty";
  return general;
}

DecisionPrompt place_prompt(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  const int m = frame ? frame->detail : -1;
  return {"place a Divinity face down in the Pantheon",
          capitalised(with_article(mythology_title(m))) + " Mythology token: one of the Divinities drawn goes face down on an empty space, "
          "the other back on top of its deck."};
}

std::string place_explain(const GameState& s, bool, const std::string&) {
  const DecisionFrame* frame = current_frame(s);
  return "took " + with_article(mythology_title(frame ? frame->detail : -1)) +
         " Mythology token: place one of the Divinities drawn face down on an empty space of the Pantheon";
}

// --- Enki's tokens --------------------------------------------------------------------

bool token_has_choice(const GameState& s, const DecisionFrame&) { return s.pantheon.divinity_token_count > 0; }

void token_legal(const GameState& s, ActionList& out) {
  std::array<TokenId, kMaxDivinityTokens> tokens{};
  const int n = s.pantheon.divinity_token_count;
  std::copy_n(s.pantheon.divinity_tokens.begin(), n, tokens.begin());
  sort_small(tokens.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::TakeDivinityToken, tokens[static_cast<std::size_t>(i)], kNone});
}

// The chosen token is taken; the others go back to the box (rulings 19), where both
// players saw them go.
Applied token_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  return_divinity_tokens(s, a.card);
  const int before = s.pending.size();
  take_progress_token(s, s.current, a.card, events);
  tag_new_decisions(s, before, {SourceKind::Token, a.card});
  return Applied::Resolved;
}

std::string carrier_name(const Rules& rules) {
  if (!rules.pantheon) return "the Divinity";
  for (const DivinityDef& d : rules.pantheon->divinities) {
    for (const PantheonEffect& e : d.pantheon) {
      if (e.kind == PantheonEffectKind::ProgressTokensOnReveal) return d.name;
    }
  }
  return "the Divinity";
}

}  // namespace

std::string revealed_carrier_tokens(const GameState& s) {
  const PantheonState& ps = s.pantheon;
  if (!ps.on || ps.divinity_token_count == 0 || !carrier_in_deck(s)) return "";
  std::array<TokenId, kMaxDivinityTokens> tokens{};
  std::copy_n(ps.divinity_tokens.begin(), ps.divinity_token_count, tokens.begin());
  sort_small(tokens.data(), ps.divinity_token_count);
  std::string text = "On " + carrier_name(s.rules()) + ": ";
  for (int i = 0; i < ps.divinity_token_count; ++i) {
    text += (i == 0 ? "" : i + 1 == ps.divinity_token_count ? " and " : ", ") + token_name(s.rules(), tokens[static_cast<std::size_t>(i)]);
  }
  return text + " (back to the box unless it is chosen).";
}

namespace {

std::string token_text(const Rules& rules, const Action& a, Player, Player) {
  return "take " + token_name(rules, a.card) + " from " + carrier_name(rules);
}

std::string token_why(const GameState& s, const Action&) {
  return "choose one of the Progress tokens on " + carrier_name(s.rules());
}

DecisionPrompt token_prompt(const GameState& s) {
  return {"take one of the Progress tokens on " + carrier_name(s.rules()), "The other goes back to the box."};
}

std::string token_explain(const GameState& s, bool, const std::string&) {
  return "activated " + carrier_name(s.rules()) + ": keep one of the Progress tokens on it";
}

}  // namespace

const DecisionKind kPlaceDivinityDecision{
    .phase = Phase::PlaceDivinity,
    .module = Module::Pantheon,
    .name = "place-divinity",
    .summary = "place a Divinity",
    .status = "place a Divinity",
    .from = ChoiceFrom::Spaces,
    .actions = action_types({ActionType::PlaceDivinity}),
    .secret = true,
    .has_choice = place_has_choice,
    .legal_actions = place_legal,
    .is_legal = place_is_legal,
    .apply = place_apply,
    .move_text = place_text,
    .why_illegal = place_why,
    .prompt = place_prompt,
    .explain = place_explain,
};

const DecisionKind kTakeDivinityTokenDecision{
    .phase = Phase::TakeDivinityToken,
    .module = Module::Pantheon,
    .name = "take-divinity-token",
    .summary = "take a Progress token from a Divinity",
    .status = "take a Progress token from Enki",
    .from = ChoiceFrom::Tokens,
    .actions = action_types({ActionType::TakeDivinityToken}),
    .has_choice = token_has_choice,
    .legal_actions = token_legal,
    .is_legal = listed_action,
    .apply = token_apply,
    .move_text = token_text,
    .why_illegal = token_why,
    .prompt = token_prompt,
    .explain = token_explain,
};

}  // namespace duel::detail
