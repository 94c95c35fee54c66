// The hook registry: the expansion modules in their order (Pantheon, then Agora) and
// the calls through which the base engine reaches them (module_hooks.hpp says what each
// hook point is). The only place outside the modules' folders that asks whether a module
// is on. Each call visits the modules' constant hook tables at compile time: a hook a
// module leaves out costs nothing, the others are direct calls behind the module's test.
#pragma once

#include <string>
#include <type_traits>

#include "agora/agora_hooks.hpp"
#include "pantheon/pantheon_hooks.hpp"
#include "state_primitives.hpp"

namespace duel::detail::modules {

// Whether the game plays module m: a test of its flag, inlined at every call (through a
// function pointer it was a call the compiler kept out of line).
template <typename M>
[[gnu::always_inline]] inline bool is_on(const GameState& s, M) {
  switch (M::value->module) {
    case Module::Pantheon: return s.pantheon.on;
    case Module::Agora: return s.agora.on;
    default: return false;
  }
}

// Field `F` of module M's table, as a constant expression.
template <auto F, typename M>
[[gnu::always_inline]] constexpr auto hook(M) {
  constexpr auto value = M::value->*F;
  return value;
}

// Whether module M has the hook `F`.
template <auto F, typename M>
[[gnu::always_inline]] constexpr bool has(M) {
  return M::value->*F != nullptr;
}

// Calls f(hooks) for every module, in order. Each hook is read from the module's table
// as a constant of the call (`hook<&ModuleHooks::x>`): a direct call the compiler can
// inline, even across files (read at run time, the calls became direct only after the
// inlining decisions and each small hook stayed out of line).
template <typename F>
[[gnu::always_inline]] constexpr void for_each(F&& f) {
  f(std::integral_constant<const ModuleHooks*, &kPantheonHooks>{});
  f(std::integral_constant<const ModuleHooks*, &kAgoraHooks>{});
}

// Each hook point, called for every module that has it and is on in this game. The
// item hooks (a card, Wonder or token, the pawn) stop once the game is over.
inline void setup(GameState& s, const Setup& setup) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::setup>(m)) hook<&ModuleHooks::setup>(m)(s, setup);
  });
}
inline void age_began(GameState& s, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::age_began>(m) && is_on(s, m)) hook<&ModuleHooks::age_began>(m)(s, events);
  });
}
inline void turn_began(GameState& s, Player p) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::turn_began>(m) && is_on(s, m)) hook<&ModuleHooks::turn_began>(m)(s, p);
  });
}
// Whether a module may have asked decisions.
inline bool cards_uncovered(GameState& s, Player p, EventLog* events) {
  bool asked = false;
  for_each([&](auto m) {
    if (has<&ModuleHooks::cards_uncovered>(m) && is_on(s, m)) asked = hook<&ModuleHooks::cards_uncovered>(m)(s, p, events) || asked;
  });
  return asked;
}
inline void decision_entered(GameState& s, const DecisionFrame& frame) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::decision_entered>(m) && is_on(s, m)) hook<&ModuleHooks::decision_entered>(m)(s, frame);
  });
}
// Whether a module is on (its effects may have asked decisions).
inline bool wonder_picked(GameState& s, Player p, WonderId wonder, EventLog* events) {
  bool any = false;
  for_each([&](auto m) {
    if (has<&ModuleHooks::wonder_picked>(m) && is_on(s, m)) {
      hook<&ModuleHooks::wonder_picked>(m)(s, p, wonder, events);
      any = true;
    }
  });
  return any;
}
inline void card_constructed(GameState& s, Player p, CardId card, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::card_constructed>(m) && is_on(s, m) && s.phase != Phase::GameOver) hook<&ModuleHooks::card_constructed>(m)(s, p, card, events);
  });
}
inline void wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::wonder_built>(m) && is_on(s, m) && s.phase != Phase::GameOver) hook<&ModuleHooks::wonder_built>(m)(s, p, wonder, asked_before, events);
  });
}
inline void token_taken(GameState& s, Player p, TokenId token, int asked_before, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::token_taken>(m) && is_on(s, m) && s.phase != Phase::GameOver) hook<&ModuleHooks::token_taken>(m)(s, p, token, asked_before, events);
  });
}
inline void structure_card_taken(GameState& s, Player p, int slot, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::structure_card_taken>(m) && is_on(s, m)) hook<&ModuleHooks::structure_card_taken>(m)(s, p, slot, events);
  });
}
inline void military_token_taken(GameState& s, Player p, int zone, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::military_token_taken>(m) && is_on(s, m)) hook<&ModuleHooks::military_token_taken>(m)(s, p, zone, events);
  });
}
inline void pawn_moved(GameState& s, Player p, int steps, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::pawn_moved>(m) && is_on(s, m)) hook<&ModuleHooks::pawn_moved>(m)(s, p, steps, events);
  });
}
inline void lasting(const GameState& s, Player p, City& c) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::lasting>(m) && is_on(s, m)) hook<&ModuleHooks::lasting>(m)(s, p, c);
  });
}
inline int discard_coins(const GameState& s, Player p) {
  int coins = 0;
  for_each([&](auto m) {
    if (has<&ModuleHooks::discard_coins>(m) && is_on(s, m)) coins += hook<&ModuleHooks::discard_coins>(m)(s, p);
  });
  return coins;
}
inline int wonder_discount(const GameState& s, Player p) {
  int units = 0;
  for_each([&](auto m) {
    if (has<&ModuleHooks::wonder_discount>(m) && is_on(s, m)) units += hook<&ModuleHooks::wonder_discount>(m)(s, p);
  });
  return units;
}
// The lowest of the modules' fixed prices for a card showing a chain symbol (0: none).
inline int chain_symbol_price(const GameState& s, Player p) {
  int price = 0;
  for_each([&](auto m) {
    if (!has<&ModuleHooks::chain_symbol_price>(m) || !is_on(s, m)) return;
    const int v = hook<&ModuleHooks::chain_symbol_price>(m)(s, p);
    if (v > 0 && (price == 0 || v < price)) price = v;
  });
  return price;
}
// Whether a module recruits `card` (its coins set).
inline bool recruits(const GameState& s, Player p, const CardDef& card, int& coins) {
  bool done = false;
  for_each([&](auto m) {
    if (!done && has<&ModuleHooks::recruits>(m) && is_on(s, m)) done = hook<&ModuleHooks::recruits>(m)(s, p, card, coins);
  });
  return done;
}
inline bool chains_through(const GameState& s, Player p, const CardDef& card) {
  bool chain = false;
  for_each([&](auto m) {
    if (!chain && has<&ModuleHooks::chains_through>(m) && is_on(s, m)) chain = hook<&ModuleHooks::chains_through>(m)(s, p, card);
  });
  return chain;
}
inline void card_payment(const GameState& s, Player p, const CardDef& card, Payment& pay) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::card_payment>(m) && is_on(s, m)) hook<&ModuleHooks::card_payment>(m)(s, p, card, pay);
  });
}
inline void unit_prices(const GameState& s, Player p, UnitPrices& prices) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::unit_prices>(m) && is_on(s, m)) hook<&ModuleHooks::unit_prices>(m)(s, p, prices);
  });
}
// Whether a module priced the card (or the list) itself.
inline bool card_coins(const GameState& s, Player p, const CardDef& card, const UnitPrices& prices, int chain_price,
                       int& coins) {
  bool done = false;
  for_each([&](auto m) {
    if (!done && has<&ModuleHooks::card_coins>(m) && is_on(s, m)) done = hook<&ModuleHooks::card_coins>(m)(s, p, card, prices, chain_price, coins);
  });
  return done;
}
inline bool affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices,
                             int chain_price, std::uint32_t& affordable) {
  bool done = false;
  for_each([&](auto m) {
    if (!done && has<&ModuleHooks::affordable_cards>(m) && is_on(s, m)) done = hook<&ModuleHooks::affordable_cards>(m)(s, p, cards, n, prices, chain_price, affordable);
  });
  return done;
}
inline void play_actions(const GameState& s, Player p, const CardId* cards, int n, ActionList& out) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::play_actions>(m) && is_on(s, m)) hook<&ModuleHooks::play_actions>(m)(s, p, cards, n, out);
  });
}
// Whether `type` is a module's Play action.
inline bool is_play_action(ActionType type) {
  bool is = false;
  for_each([&](auto m) { is = is || (has<&ModuleHooks::play_action_cost>(m) && type == hook<&ModuleHooks::play_action>(m)); });
  return is;
}
// -1 unless a module that is on has the action and allows it.
inline int play_action_cost(const GameState& s, const Action& a) {
  int cost = -1;
  for_each([&](auto m) {
    if (has<&ModuleHooks::play_action_cost>(m) && a.type == hook<&ModuleHooks::play_action>(m) && is_on(s, m)) cost = hook<&ModuleHooks::play_action_cost>(m)(s, a);
  });
  return cost;
}
inline void apply_play_action(GameState& s, Player p, const Action& a, int cost, EventLog* events) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::apply_play_action>(m) && a.type == hook<&ModuleHooks::play_action>(m)) hook<&ModuleHooks::apply_play_action>(m)(s, p, a, cost, events);
  });
}
// Its module's words ("?" when no module has the action).
inline std::string play_action_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  std::string text = "?";
  for_each([&](auto m) {
    if (has<&ModuleHooks::play_action_text>(m) && a.type == hook<&ModuleHooks::play_action>(m)) text = hook<&ModuleHooks::play_action_text>(m)(rules, a, viewer, mover);
  });
  return text;
}
// Asked of the action's module even where it is off (it says so).
inline std::string why_not_play_action(const GameState& s, const Action& a, bool card_checked) {
  std::string why;
  for_each([&](auto m) {
    if (has<&ModuleHooks::why_not_play_action>(m) && a.type == hook<&ModuleHooks::play_action>(m)) why = hook<&ModuleHooks::why_not_play_action>(m)(s, a, card_checked);
  });
  return why;
}
// " or activate one from the Pantheon" for each alternative the modules offer now.
inline std::string play_prompt_alternatives(const GameState& s) {
  std::string text;
  for_each([&](auto m) {
    if (!has<&ModuleHooks::play_prompt>(m) || !is_on(s, m)) return;
    const std::string alternative = hook<&ModuleHooks::play_prompt>(m)(s);
    if (!alternative.empty()) text += " or " + alternative;
  });
  return text;
}
// Pays `coins` from the treasury, then from what the modules keep for p (Astarte's).
inline void spend_coins(GameState& s, Player p, int coins, EventLog* events) {
  if (coins <= s.cities[p].coins) {
    pay_coins(s, p, coins);
    return;
  }
  for_each([&](auto m) {
    if (has<&ModuleHooks::spend_beyond_treasury>(m) && is_on(s, m)) hook<&ModuleHooks::spend_beyond_treasury>(m)(s, p, coins, events);
  });
}
inline void score(const GameState& s, Player p, ScoreSheet& sheet) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::score>(m) && is_on(s, m)) hook<&ModuleHooks::score>(m)(s, p, sheet);
  });
}
// The first module inconsistency ("" when none).
// Determinization: each module deals its unseen components, in module order (the
// random stream's order).
inline void deal_unseen(GameState& d, const Seen& seen, Rng& rng) {
  for_each([&](auto m) {
    if (has<&ModuleHooks::deal_unseen>(m) && is_on(d, m)) hook<&ModuleHooks::deal_unseen>(m)(d, seen, rng);
  });
}
inline std::string check(const GameState& s) {
  std::string first;
  for_each([&](auto m) {
    if (has<&ModuleHooks::check>(m) && is_on(s, m) && first.empty()) first = hook<&ModuleHooks::check>(m)(s);
  });
  return first;
}
inline bool cards_leave_cities(const GameState& s) {
  bool leave = false;
  for_each([&](auto m) { leave = leave || (hook<&ModuleHooks::cards_leave_cities>(m) && is_on(s, m)); });
  return leave;
}

}  // namespace duel::detail::modules
