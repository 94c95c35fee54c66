// Pantheon in words for the player (no SDL): the Mythologies, the Divinities' and the
// Gate's effects, the effects Pantheon gives Wonders and Progress tokens, and what a
// player holds.
#pragma once

#include <string>
#include <vector>

#include "duel/events.hpp"
#include "duel/payment.hpp"
#include "duel/rules.hpp"
#include "duel/state.hpp"
#include "describe.hpp"

namespace duel::ui {

// "Place the Minerva pawn on the military track: ..." (one sentence per effect).
std::string pantheon_effect_line(const Rules& rules, const PantheonEffect& e);
// A Divinity's (or the Gate's, d = kGate) effects, one line each.
std::vector<std::string> divinity_lines(const Rules& rules, DivinityId d);
// Its first line, for the Pantheon space ("12 coins", "Take an opponent's Wonder").
std::string divinity_short(const Rules& rules, DivinityId d);
// The Progress tokens lying on `d` when it carries them (Enki): "Law or Masonry on it";
// empty when it carries none now. Shown where the Gate or the Divine Theater offers it.
std::string divinity_tokens_text(const GameState& s, DivinityId d);
// Those tokens (face up: the engine draws them when Enki is revealed, rulings 28), and a
// line each with what the token does ("On it: Law (Science symbol ...)").
std::vector<TokenId> divinity_tokens(const GameState& s, DivinityId d);
std::vector<std::string> divinity_token_lines(const GameState& s, DivinityId d);
// What `p` holds of Pantheon, in words (Mythology and Offering tokens, Astarte's coins,
// Divinities activated, the Snake), one line each; empty when nothing.
std::vector<std::string> pantheon_holding_lines(const GameState& s, Player p, const PlayerNames& names);
// What lies on a structure slot of the current Age: "A Greek Mythology token lies on it:
// taken by whoever uncovers the card ..." (the token's description, describe_item;
// empty: nothing).
std::string slot_token_text(const GameState& s, int slot);
// The Grand Temple `card` is (an index in PantheonRules::grand_temples), or -1 when it
// is none: Temples are purple like the Guilds they replace, but are not Guilds.
int grand_temple_of(const Rules& rules, CardId card);
// The message of a Pantheon event, as both players may read it ("Player 2 takes a Greek
// Mythology token"); empty for events the move's own words already say or that are
// private (a Divinity placed face down).
std::string pantheon_event_message(const Rules& rules, const Event& e, const PlayerNames& names);
// "the Offering tokens 2 and 3": the set `bits` of Offering tokens by value.
std::string offerings_text(const Rules& rules, unsigned bits);
// An activation's price with its steps, as the card menu gives a card's: "2 coins (the space
// costs 4 − Offerings 2)", "8 coins (the space costs 5 ×2 − Sanctuary 2; 3 from Astarte)".
std::string activation_price_text(const ActivationPrice& price);
// A placement's button for an empty space: whose activation cost there is whose, the
// placer's first ("Space 1 — you pay 3, Player 2 pays 8"); with the Divinity placed, its
// cost_modifier counted as activation_price counts it (PantheonRules::space_cost_for).
std::string placement_space_text(const Rules& rules, const PlayerNames& names, int space, Player placer,
                                 DivinityId placed = kNone);

}  // namespace duel::ui
