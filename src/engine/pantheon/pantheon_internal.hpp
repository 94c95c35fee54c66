// The Pantheon expansion's rules shared by the engine's files (not public API):
// its setup, Age II's changes, tokens on structure cards, activations and their costs,
// the Divinities' effects, Astarte's coins and the Divinity decks.
#pragma once

#include "duel/payment.hpp"
#include "duel/setup.hpp"
#include "../state_internal.hpp"
#include "pantheon_primitives.hpp"  // the components moved, their totals kept

namespace duel::detail {

void init_pantheon(GameState& s, const Setup& setup);
// An Age was laid out: Age II puts the Gate on the empty space and reveals the Pantheon.
void pantheon_age_began(GameState& s, EventLog* events);
// Turn step 4: `p` takes the tokens on the cards the turn uncovered, before they are
// turned face up (a Mythology token asks for a Divinity's placement).
void take_tokens_on_uncovered_cards(GameState& s, Player p, EventLog* events);
void take_slot_token(GameState& s, Player p, int slot, EventLog* events);
// A placement's decision became current: its player draws (sees) the deck's top cards.
void divinities_drawn(GameState& s, const DecisionFrame& frame);

// Whether c has built one of `wonders` (bit WonderId): only the built spaces are looked at.
inline bool built_one_of(const City& c, std::uint16_t wonders) {
  for (std::uint64_t built = c.spaces(true); built != 0; built &= built - 1) {
    if (wonders >> c.wonders[static_cast<std::size_t>(std::countr_zero(built) / 8)] & 1) return true;
  }
  return false;
}

// Sum of `k`'s amounts over p's built Wonders and Progress tokens (the Sanctuary,
// Engineering, Mysticism, Poliorcetics); 0 without Pantheon. Inline: prices ask for
// every card, and usually p has built no Wonder with the kind and holds no token with it.
int pantheon_amount_held(const GameState& s, Player p, PantheonEffectKind k);
inline int pantheon_amount(const GameState& s, Player p, PantheonEffectKind k) {
  if (!s.pantheon.on) return 0;
  const PantheonRules& rules = *s.rules().pantheon;
  const auto kind = static_cast<std::size_t>(k);
  const City& c = s.cities[p];
  if ((c.progress & rules.tokens_with[kind]) == 0 && (rules.wonders_with[kind] == 0 || !built_one_of(c, rules.wonders_with[kind])))
    return 0;
  return pantheon_amount_held(s, p, k);
}
// The space holding `d` (a Divinity or kGate), or -1.
int space_of(const PantheonState& ps, DivinityId d);
// What `p` pays in coins to activate `d` with the Offering tokens `offerings` (bits), or
// -1 when that activation is not offered (not on a revealed space, tokens not held,
// Age I). May exceed what `p` can spend.
int activation_cost(const GameState& s, Player p, DivinityId d, std::uint8_t offerings);
// A space's cost for p, doubled when it holds the Gate, with the Divinity's cost_modifier
// (before any discount): PantheonRules::space_cost_for.
inline int doubled_space_cost(const PantheonRules& rules, int space, Player p, DivinityId d) {
  return rules.space_cost_for(space, p, d);
}
// The Pantheon action: pays, takes the Divinity or the Gate and applies its effect.
void activate(GameState& s, Player p, DivinityId d, std::uint8_t offerings, int coins, EventLog* events);
// A Divinity's effect (the Gate and the Divine Theater activate one for free).
void activate_divinity(GameState& s, Player p, DivinityId d, EventLog* events);
// The Pantheon effects of a Wonder or Progress token just built or taken; their
// decisions go below those pushed since `asked_before` (the item's own effects first).
void apply_pantheon_effects(GameState& s, Player p, const std::vector<PantheonEffect>& effects, int asked_before,
                            EventLog* events);

inline void spend_coins(GameState& s, Player p, int coins, EventLog* events) {
  if (coins <= s.cities[p].coins) {
    pay_coins(s, p, coins);
  } else {
    spend_astarte_coins(s, p, coins, events);
  }
}
// What the Pantheon adds to a city's totals: Mythology tokens as chain symbols, the
// activated Divinities' lasting effects, the Snake's science symbol.
void add_pantheon_lasting(const GameState& s, Player p, City& c);

// The top of every deck is shown to both players (the Gate), Enki's tokens drawn if it
// is one of them.
void show_deck_tops(GameState& s);

// Enki's Progress tokens. The Divinity that carries them (kNone: none in the data).
DivinityId token_carrier(const Rules& rules);
// The first `depth` cards of Mythology `m`'s deck are revealed (the Gate's top, the Divine
// Theater's whole deck): the carrier among them draws its tokens at once, so the chooser
// sees them before choosing (rulings 28).
void reveal_deck_cards(GameState& s, int m, int depth);
// Whether the carrier lies in its deck (revealed there, not in the Pantheon).
bool carrier_in_deck(const GameState& s);

}  // namespace duel::detail
