// Agora's hook points (module_hooks.hpp): what it adds to the base game's turn, called
// by the base engine through modules.hpp.
#pragma once

#include "../module_hooks.hpp"

namespace duel::detail {

namespace agora_hooks {
void setup(GameState& s, const Setup& setup);
void turn_began(GameState& s, Player p);
void decision_entered(GameState& s, const DecisionFrame& frame);
void wonder_picked(GameState& s, Player p, WonderId wonder, EventLog* events);
void card_constructed(GameState& s, Player p, CardId card, EventLog* events);
void wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events);
void military_token_taken(GameState& s, Player p, int zone, EventLog* events);
int discard_coins(const GameState& s, Player p);
int wonder_discount(const GameState& s, Player p);
bool recruits(const GameState& s, Player p, const CardDef& card, int& coins);
bool chains_through(const GameState& s, Player p, const CardDef& card);
void card_payment(const GameState& s, Player p, const CardDef& card, Payment& pay);
void unit_prices(const GameState& s, Player p, UnitPrices& prices);
bool card_coins(const GameState& s, Player p, const CardDef& card, const UnitPrices& prices, int chain_price, int& coins);
bool affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices, int chain_price,
                      std::uint32_t& affordable);
void play_actions(const GameState& s, Player p, const CardId* cards, int n, ActionList& out);
int play_action_cost(const GameState& s, const Action& a);
void apply_play_action(GameState& s, Player p, const Action& a, int cost, EventLog* events);
std::string play_action_text(const Rules& rules, const Action& a, Player viewer, Player mover);
std::string why_not_play_action(const GameState& s, const Action& a, bool card_checked);
void score(const GameState& s, Player p, ScoreSheet& sheet);
std::string check(const GameState& s);
void deal_unseen(GameState& d, const Seen& seen, Rng& rng);  // agora_deal.cpp
}  // namespace agora_hooks

// Its decision kinds, from its list (duel/agora_decisions.hpp).
DUEL_MODULE_DECISION_KINDS(DUEL_AGORA_DECISIONS, kAgoraDecisionKinds);

inline constexpr ModuleHooks kAgoraHooks{
    .module = Module::Agora,
    .decisions = kAgoraDecisionKinds,
    .setup = agora_hooks::setup,
    .turn_began = agora_hooks::turn_began,
    .decision_entered = agora_hooks::decision_entered,
    .wonder_picked = agora_hooks::wonder_picked,
    .card_constructed = agora_hooks::card_constructed,
    .wonder_built = agora_hooks::wonder_built,
    .military_token_taken = agora_hooks::military_token_taken,
    .discard_coins = agora_hooks::discard_coins,
    .wonder_discount = agora_hooks::wonder_discount,
    .recruits = agora_hooks::recruits,
    .chains_through = agora_hooks::chains_through,
    .card_payment = agora_hooks::card_payment,
    .unit_prices = agora_hooks::unit_prices,
    .card_coins = agora_hooks::card_coins,
    .affordable_cards = agora_hooks::affordable_cards,
    .play_action = ActionType::PrepareConspiracy,
    .play_actions = agora_hooks::play_actions,
    .play_action_cost = agora_hooks::play_action_cost,
    .apply_play_action = agora_hooks::apply_play_action,
    .play_action_text = agora_hooks::play_action_text,
    .why_not_play_action = agora_hooks::why_not_play_action,
    .score = agora_hooks::score,
    .check = agora_hooks::check,
    .deal_unseen = agora_hooks::deal_unseen,
    .cards_leave_cities = true,  // Coercion takes a green card back
};

}  // namespace duel::detail
