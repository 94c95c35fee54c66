// Internal steps of the rules shared by the state's source files (not public API).
#pragma once

#include "duel/state.hpp"
#include "state_primitives.hpp"  // coins, the pawn, components moved; city totals; emit

namespace duel::detail {

// One-time effects when something is constructed / taken, in the data's order (the
// loader keeps science before shields: rulings 11). Stops once the game is over.
void apply_instant_effects(GameState& s, Player p, const Effects& e, bool is_card_of_bonus_color,
                           EventLog* events);
// An expansion item's decisions, pushed since `mid` in data order, made to be asked in
// that order (the first on top) after those its base effects pushed since `asked_before`.
void order_expansion_decisions(GameState& s, int asked_before, int mid);
void construct_card(GameState& s, Player p, CardId card, bool chain, EventLog* events);
void take_progress_token(GameState& s, Player p, TokenId token, EventLog* events);
// Builds one of p's Wonders with `card` tucked, already paid: its effects, the 7-Wonder limit.
void build_wonder(GameState& s, Player p, CardId card, WonderId wonder, EventLog* events);
// A science symbol just counted: a new pair earns a Progress token, 6 kinds win.
void gain_science(GameState& s, Player p, std::uint8_t symbol, EventLog* events);
void end_game(GameState& s, Player winner, VictoryType victory, EventLog* events);
// Pushes a waiting decision; its source, when left unknown, is filled in by the
// decision that ran the effect (decisions/decision_support.hpp tag_new_decisions).
void push_pending(GameState& s, Phase phase, Player p, std::uint8_t detail = kNone, DecisionSource source = {});
// Turn step 5: the newly accessible cards turn face up (state.cpp).
void reveal_accessible(GameState& s, EventLog* events);
// Lays out an Age's structure (state.cpp).
void start_age(GameState& s, int age, EventLog* events);
// A new turn for `p`: its optional step before the action, then the action (state.cpp).
void start_turn(GameState& s, Player p, EventLog* events);
bool tokens_left_on_board(const GameState& s);  // a science pair still earns a token

}  // namespace duel::detail
