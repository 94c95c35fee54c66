// The hook points through which an expansion module (Pantheon, Agora) adds its rules to
// the base game's turn (docs/engine.md, "Module hooks"). Each module fills one
// ModuleHooks in its folder (pantheon/pantheon_hooks.hpp, agora/agora_hooks.hpp); the
// base engine calls them through modules.hpp and includes no module header. A hook left
// nullptr is not called. Every hook but `setup` and the Play action's words and reasons
// (play_action_text, why_not_play_action) runs only in a game where the module is on.
#pragma once

#include <span>
#include <string>

#include "duel/decisions.hpp"
#include "duel/payment.hpp"
#include "duel/scoring.hpp"
#include "duel/setup.hpp"
#include "state_internal.hpp"

namespace duel {
class Rng;
}

// A module's decision kinds from its list (duel/pantheon_decisions.hpp): declares each
// kind's entry, detail::k<Phase>Decision (defined in the module's folder: a kind listed
// without one does not link), and `table`, their addresses in Phase order.
#define DUEL_DECLARE_DECISION_KIND(phase, action) extern const DecisionKind k##phase##Decision;
#define DUEL_DECISION_KIND_ADDRESS(phase, action) &k##phase##Decision,
#define DUEL_MODULE_DECISION_KINDS(LIST, table)                                   \
  LIST(DUEL_SKIP_ROW, DUEL_DECLARE_DECISION_KIND, DUEL_SKIP_ROW)                  \
  inline constexpr const DecisionKind* table[] = {LIST(DUEL_SKIP_ROW, DUEL_DECISION_KIND_ADDRESS, DUEL_SKIP_ROW)}

namespace duel::detail {

struct Seen;  // observation_internal.hpp

struct ModuleHooks {
  // Which module: whether a game plays it is its flag in the state, set by its setup
  // (modules::is_on).
  Module module = Module::Base;
  // Its decision kinds, in Phase order (DUEL_MODULE_DECISION_KINDS below): the decision
  // table lists them after the base game's.
  std::span<const DecisionKind* const> decisions{};
  // The game's state was laid out from its Setup (every game: the module looks at the rules).
  void (*setup)(GameState& s, const Setup& setup) = nullptr;
  // An Age's structure was laid out (after the AgeBegan event).
  void (*age_began)(GameState& s, EventLog* events) = nullptr;
  // Turn step 1, before `p`'s action: the module may ask a decision first.
  void (*turn_began)(GameState& s, Player p) = nullptr;
  // Turn step 4: the turn uncovered cards of the structure, not yet turned face up;
  // `p` takes what lies on them. Returns whether it may have asked decisions.
  bool (*cards_uncovered)(GameState& s, Player p, EventLog* events) = nullptr;
  // A card left the structure by an effect (Zeus, a Conspiracy), not by the Play action:
  // what the module keeps on its slot goes to `p` (before the card leaves).
  void (*structure_card_taken)(GameState& s, Player p, int slot, EventLog* events) = nullptr;
  // A waiting decision became current (its player may draw or see cards for it).
  void (*decision_entered)(GameState& s, const DecisionFrame& frame) = nullptr;
  // A Wonder was picked in the selection (Age 0).
  void (*wonder_picked)(GameState& s, Player p, WonderId wonder, EventLog* events) = nullptr;
  // A card of the structure (or the discard pile) was constructed, its own effects applied.
  void (*card_constructed)(GameState& s, Player p, CardId card, EventLog* events) = nullptr;
  // A Wonder was built, its own effects applied; the module's decisions go below those
  // pushed since `asked_before`.
  void (*wonder_built)(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events) = nullptr;
  // A Progress token was taken, its own effects applied (decisions as for wonder_built).
  void (*token_taken)(GameState& s, Player p, TokenId token, int asked_before, EventLog* events) = nullptr;
  // `p` took a Military token of zone `zone` (p's shields, or Neptune).
  void (*military_token_taken)(GameState& s, Player p, int zone, EventLog* events) = nullptr;
  // `p`'s shields moved the Conflict pawn `steps` spaces (the game goes on).
  void (*pawn_moved)(GameState& s, Player p, int steps, EventLog* events) = nullptr;
  // Lasting effects: what the module adds to p's city totals (recompute_city).
  void (*lasting)(const GameState& s, Player p, City& c) = nullptr;
  // Price and income modifiers: coins added to what discarding pays p, units waived on
  // p's Wonders.
  int (*discard_coins)(const GameState& s, Player p) = nullptr;
  int (*wonder_discount)(const GameState& s, Player p) = nullptr;
  // Card prices. A module's fixed price for a card showing a chain symbol under its cost
  // (0: none); whether p recruits the card at `coins` instead of paying its cost; whether
  // p constructs it through a chain by the module's rule; the module's change to a
  // card's payment bought with resources; each resource's price from the bank.
  int (*chain_symbol_price)(const GameState& s, Player p) = nullptr;
  bool (*recruits)(const GameState& s, Player p, const CardDef& card, int& coins) = nullptr;
  bool (*chains_through)(const GameState& s, Player p, const CardDef& card) = nullptr;
  void (*card_payment)(const GameState& s, Player p, const CardDef& card, Payment& pay) = nullptr;
  void (*unit_prices)(const GameState& s, Player p, UnitPrices& prices) = nullptr;
  // A module that prices every card itself (legal action generation asks for all the
  // accessible cards at once): the coins of one card, the affordable ones of a list (bit
  // i for cards[i]); `chain_price` is chain_symbol_price's.
  bool (*card_coins)(const GameState& s, Player p, const CardDef& card, const UnitPrices& prices, int chain_price,
                     int& coins) = nullptr;
  bool (*affordable_cards)(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices,
                           int chain_price, std::uint32_t& affordable) = nullptr;
  // An extra Play action (ActionType play_action; the hooks below set): appends p's
  // legal ones (`cards`: the accessible cards in id order), its cost (-1: not legal now),
  // applies it (legal, `cost` not yet paid), its text for a viewer, why it is refused
  // (asked before the structure's checks on a.card, then after them: "" to go on), and
  // the alternative the Play prompt offers ("" when none).
  ActionType play_action = ActionType::PickWonder;
  void (*play_actions)(const GameState& s, Player p, const CardId* cards, int n, ActionList& out) = nullptr;
  int (*play_action_cost)(const GameState& s, const Action& a) = nullptr;
  void (*apply_play_action)(GameState& s, Player p, const Action& a, int cost, EventLog* events) = nullptr;
  std::string (*play_action_text)(const Rules& rules, const Action& a, Player viewer, Player mover) = nullptr;
  std::string (*why_not_play_action)(const GameState& s, const Action& a, bool card_checked) = nullptr;
  std::string (*play_prompt)(const GameState& s) = nullptr;
  // p pays `coins` more than the treasury holds from coins the module keeps for p.
  void (*spend_beyond_treasury)(GameState& s, Player p, int coins, EventLog* events) = nullptr;
  // The end-game score sheet's rows the module adds.
  void (*score)(const GameState& s, Player p, ScoreSheet& sheet) = nullptr;
  // check(): the first inconsistency in the module's part of the state ("" when none).
  std::string (*check)(const GameState& s) = nullptr;
  // Determinization: deals the module's components the viewer has not seen (`seen`) to
  // the hidden places of the world `d`, drawing from `rng` (observation.cpp).
  void (*deal_unseen)(GameState& d, const Seen& seen, Rng& rng) = nullptr;
  // Whether cards can leave a city (a science pair then stays counted below the pair size).
  bool cards_leave_cities = false;
};

}  // namespace duel::detail
