// The hook registry: the expansion modules in their order (Pantheon, then Agora) and
// the calls through which the base engine reaches them (module_hooks.hpp says what each
// hook point is). The only place outside the modules' folders that asks whether a module
// is on. Each call visits the modules' constant hook tables at compile time: a hook a
// module leaves out costs nothing, the others are direct calls behind the module's test.
#pragma once

#include <string>

#include "agora/agora_hooks.hpp"
#include "pantheon/pantheon_hooks.hpp"

namespace duel::detail::modules {

// Whether the game plays module m: a test of its flag, inlined at every call (through a
// function pointer it was a call the compiler kept out of line).
[[gnu::always_inline]] inline bool is_on(const GameState& s, const ModuleHooks& m) {
  switch (m.module) {
    case Module::Pantheon: return s.pantheon.on;
    case Module::Agora: return s.agora.on;
    default: return false;
  }
}

// Calls f(hooks) for every module, in order.
template <typename F>
[[gnu::always_inline]] inline void for_each(F&& f) {
  f(kPantheonHooks);
  f(kAgoraHooks);
}

// Each hook point, called for every module that has it and is on in this game. The
// item hooks (a card, Wonder or token, the pawn) stop once the game is over.
inline void setup(GameState& s, const Setup& setup) {
  for_each([&](const ModuleHooks& m) {
    if (m.setup) m.setup(s, setup);
  });
}
inline void age_began(GameState& s, EventLog* events) {
  for_each([&](const ModuleHooks& m) {
    if (m.age_began && is_on(s, m)) m.age_began(s, events);
  });
}
inline void turn_began(GameState& s, Player p) {
  for_each([&](const ModuleHooks& m) {
    if (m.turn_began && is_on(s, m)) m.turn_began(s, p);
  });
}
// Whether a module may have asked decisions.
inline bool cards_uncovered(GameState& s, Player p, EventLog* events) {
  bool asked = false;
  for_each([&](const ModuleHooks& m) {
    if (m.cards_uncovered && is_on(s, m)) asked = m.cards_uncovered(s, p, events) || asked;
  });
  return asked;
}
inline void decision_entered(GameState& s, const DecisionFrame& frame) {
  for_each([&](const ModuleHooks& m) {
    if (m.decision_entered && is_on(s, m)) m.decision_entered(s, frame);
  });
}
// Whether a module is on (its effects may have asked decisions).
inline bool wonder_picked(GameState& s, Player p, WonderId wonder, EventLog* events) {
  bool any = false;
  for_each([&](const ModuleHooks& m) {
    if (m.wonder_picked && is_on(s, m)) {
      m.wonder_picked(s, p, wonder, events);
      any = true;
    }
  });
  return any;
}
inline void card_constructed(GameState& s, Player p, CardId card, EventLog* events) {
  for_each([&](const ModuleHooks& m) {
    if (m.card_constructed && is_on(s, m) && s.phase != Phase::GameOver) m.card_constructed(s, p, card, events);
  });
}
inline void wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events) {
  for_each([&](const ModuleHooks& m) {
    if (m.wonder_built && is_on(s, m) && s.phase != Phase::GameOver) m.wonder_built(s, p, wonder, asked_before, events);
  });
}
inline void token_taken(GameState& s, Player p, TokenId token, int asked_before, EventLog* events) {
  for_each([&](const ModuleHooks& m) {
    if (m.token_taken && is_on(s, m) && s.phase != Phase::GameOver) m.token_taken(s, p, token, asked_before, events);
  });
}
inline void military_token_taken(GameState& s, Player p, int zone, EventLog* events) {
  for_each([&](const ModuleHooks& m) {
    if (m.military_token_taken && is_on(s, m)) m.military_token_taken(s, p, zone, events);
  });
}
inline void pawn_moved(GameState& s, Player p, int steps, EventLog* events) {
  for_each([&](const ModuleHooks& m) {
    if (m.pawn_moved && is_on(s, m)) m.pawn_moved(s, p, steps, events);
  });
}
inline void lasting(const GameState& s, Player p, City& c) {
  for_each([&](const ModuleHooks& m) {
    if (m.lasting && is_on(s, m)) m.lasting(s, p, c);
  });
}
inline int discard_coins(const GameState& s, Player p) {
  int coins = 0;
  for_each([&](const ModuleHooks& m) {
    if (m.discard_coins && is_on(s, m)) coins += m.discard_coins(s, p);
  });
  return coins;
}
inline int wonder_discount(const GameState& s, Player p) {
  int units = 0;
  for_each([&](const ModuleHooks& m) {
    if (m.wonder_discount && is_on(s, m)) units += m.wonder_discount(s, p);
  });
  return units;
}
// The lowest of the modules' fixed prices for a card showing a chain symbol (0: none).
inline int chain_symbol_price(const GameState& s, Player p) {
  int price = 0;
  for_each([&](const ModuleHooks& m) {
    if (!m.chain_symbol_price || !is_on(s, m)) return;
    const int v = m.chain_symbol_price(s, p);
    if (v > 0 && (price == 0 || v < price)) price = v;
  });
  return price;
}
// Whether a module recruits `card` (its coins set).
inline bool recruits(const GameState& s, Player p, const CardDef& card, int& coins) {
  bool done = false;
  for_each([&](const ModuleHooks& m) {
    if (!done && m.recruits && is_on(s, m)) done = m.recruits(s, p, card, coins);
  });
  return done;
}
inline bool chains_through(const GameState& s, Player p, const CardDef& card) {
  bool chain = false;
  for_each([&](const ModuleHooks& m) {
    if (!chain && m.chains_through && is_on(s, m)) chain = m.chains_through(s, p, card);
  });
  return chain;
}
inline void card_payment(const GameState& s, Player p, const CardDef& card, Payment& pay) {
  for_each([&](const ModuleHooks& m) {
    if (m.card_payment && is_on(s, m)) m.card_payment(s, p, card, pay);
  });
}
inline void unit_prices(const GameState& s, Player p, UnitPrices& prices) {
  for_each([&](const ModuleHooks& m) {
    if (m.unit_prices && is_on(s, m)) m.unit_prices(s, p, prices);
  });
}
// Whether a module priced the card (or the list) itself.
inline bool card_coins(const GameState& s, Player p, const CardDef& card, const UnitPrices& prices, int chain_price,
                       int& coins) {
  bool done = false;
  for_each([&](const ModuleHooks& m) {
    if (!done && m.card_coins && is_on(s, m)) done = m.card_coins(s, p, card, prices, chain_price, coins);
  });
  return done;
}
inline bool affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices,
                             int chain_price, std::uint32_t& affordable) {
  bool done = false;
  for_each([&](const ModuleHooks& m) {
    if (!done && m.affordable_cards && is_on(s, m)) done = m.affordable_cards(s, p, cards, n, prices, chain_price, affordable);
  });
  return done;
}
inline void play_actions(const GameState& s, Player p, const CardId* cards, int n, ActionList& out) {
  for_each([&](const ModuleHooks& m) {
    if (m.play_actions && is_on(s, m)) m.play_actions(s, p, cards, n, out);
  });
}
// Whether `type` is a module's Play action.
inline bool is_play_action(ActionType type) {
  bool is = false;
  for_each([&](const ModuleHooks& m) { is = is || (m.play_action_cost && type == m.play_action); });
  return is;
}
// -1 unless a module that is on has the action and allows it.
inline int play_action_cost(const GameState& s, const Action& a) {
  int cost = -1;
  for_each([&](const ModuleHooks& m) {
    if (m.play_action_cost && a.type == m.play_action && is_on(s, m)) cost = m.play_action_cost(s, a);
  });
  return cost;
}
inline void apply_play_action(GameState& s, Player p, const Action& a, int cost, EventLog* events) {
  for_each([&](const ModuleHooks& m) {
    if (m.apply_play_action && a.type == m.play_action) m.apply_play_action(s, p, a, cost, events);
  });
}
// Its module's words ("?" when no module has the action).
inline std::string play_action_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  std::string text = "?";
  for_each([&](const ModuleHooks& m) {
    if (m.play_action_text && a.type == m.play_action) text = m.play_action_text(rules, a, viewer, mover);
  });
  return text;
}
// Asked of the action's module even where it is off (it says so).
inline std::string why_not_play_action(const GameState& s, const Action& a, bool card_checked) {
  std::string why;
  for_each([&](const ModuleHooks& m) {
    if (m.why_not_play_action && a.type == m.play_action) why = m.why_not_play_action(s, a, card_checked);
  });
  return why;
}
// " or activate one from the Pantheon" for each alternative the modules offer now.
inline std::string play_prompt_alternatives(const GameState& s) {
  std::string text;
  for_each([&](const ModuleHooks& m) {
    if (!m.play_prompt || !is_on(s, m)) return;
    const std::string alternative = m.play_prompt(s);
    if (!alternative.empty()) text += " or " + alternative;
  });
  return text;
}
// Pays `coins` from the treasury, then from what the modules keep for p (Astarte's).
inline void spend_coins(GameState& s, Player p, int coins, EventLog* events) {
  if (coins <= s.cities[p].coins) {
    s.cities[p].coins -= coins;
    return;
  }
  for_each([&](const ModuleHooks& m) {
    if (m.spend_beyond_treasury && is_on(s, m)) m.spend_beyond_treasury(s, p, coins, events);
  });
}
inline void score(const GameState& s, Player p, ScoreSheet& sheet) {
  for_each([&](const ModuleHooks& m) {
    if (m.score && is_on(s, m)) m.score(s, p, sheet);
  });
}
// The first module inconsistency ("" when none).
inline std::string check(const GameState& s) {
  std::string first;
  for_each([&](const ModuleHooks& m) {
    if (m.check && is_on(s, m) && first.empty()) first = m.check(s);
  });
  return first;
}
inline bool cards_leave_cities(const GameState& s) {
  bool leave = false;
  for_each([&](const ModuleHooks& m) { leave = leave || (m.cards_leave_cities && is_on(s, m)); });
  return leave;
}

}  // namespace duel::detail::modules
