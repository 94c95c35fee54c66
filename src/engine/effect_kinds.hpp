// The effect table: one entry per effect primitive, with its JSON parameters (the loader
// reads them from here), its rules and its plain text. Adding a primitive is one entry
// here (plus its icon in src/ui/icons.cpp and its worth in src/ai/evaluation.cpp).
// A header so that the rule sequences of state_effects.cpp and scoring.cpp inline.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "duel/effects.hpp"
#include "duel/scoring.hpp"
#include "state_internal.hpp"

namespace duel::detail {

// Text pieces shared by the entries (effect_text.cpp).
std::string resource_list(std::uint8_t mask, const char* joiner);  // "wood / clay"
std::string color_list(std::uint8_t mask);                         // "brown and grey"
std::string color_choice_list(std::uint8_t mask);                  // "brown or grey", "any" for none
std::string per_count_text(const PerCount& p, const char* what);   // "2 coins per ..."
std::string science_title(std::uint8_t symbol);                    // "Plumb line"

namespace kinds {

using T = EffectParamType;
namespace when = effect_timing;
using Lines = std::vector<std::string>;

constexpr EffectParam amount{"amount", T::Number, 1, 255};
constexpr EffectParam units{"units", T::Number, 1, 255};
constexpr EffectParam colors{"colors", T::ColorSet};
constexpr EffectParam resources{"resources", T::ResourceSet};
constexpr EffectParam count{"count", T::CountOf};
constexpr EffectParam city{"city", T::CityChoice};

inline void store_per_count(const EffectParams& p, PerCount& out) {
  out = p.count;
  out.amount = p.number;
}

inline void add_u8(std::uint8_t& total, int n) { total = static_cast<std::uint8_t>(total + n); }

// Decisions an effect leaves pending, all pushed here: the pending stack decides the
// last pushed first, so an item's decisions are pushed in its data order.
inline void push_decision(GameState& s, Phase phase, Player p, std::uint8_t detail = kNone) {
  push_pending(s, phase, p, detail);
}

// Indexed by EffectKind (checked below).
inline constexpr EffectKindDef kEffectKindTable[] = {
    {.kind = EffectKind::Produce,
     .name = "produce",
     .params = {{{"resources", T::ResourceMap}}},
     .param_count = 1,
     .when = when::kLasting,
     .store = [](const EffectParams& p, Effects& e) { e.produce = p.counts; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           std::string list;
           for (int r = 0; r < kResourceCount; ++r) {
             if (e.produce[r] == 0) continue;
             if (!list.empty()) list += ", ";
             list += std::to_string(e.produce[r]) + " " + std::string(resource_name(static_cast<Resource>(r)));
           }
           if (!list.empty()) out.push_back("Produces " + list + " every turn");
         },
     .lasting =
         [](City& c, const Effects& e, bool counts_for_trade) {
           for (int r = 0; r < kResourceCount; ++r) {
             kinds::add_u8(c.production[r], e.produce[r]);
             if (counts_for_trade) kinds::add_u8(c.trade_production[r], e.produce[r]);
           }
         }},
    {.kind = EffectKind::ProduceOneOf,
     .name = "produce_one_of",
     .params = {kinds::resources},
     .param_count = 1,
     .when = when::kLasting,
     .store = [](const EffectParams& p, Effects& e) { e.produce_one_of = p.resources; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.produce_one_of) out.push_back("Produces one of " + resource_list(e.produce_one_of, " / ") + " each turn");
         },
     .lasting =
         [](City& c, const Effects& e, bool) {
           if (e.produce_one_of != 0 && c.one_of_count < c.one_of.size()) c.one_of[c.one_of_count++] = e.produce_one_of;
         }},
    {.kind = EffectKind::FixedTradePrice,
     .name = "fixed_trade_price",
     .params = {kinds::resources, EffectParam{"price", T::Number, 0, 255}},
     .param_count = 2,
     .when = when::kLasting,
     .store =
         [](const EffectParams& p, Effects& e) {
           e.fixed_trade_price_mask = p.resources;
           e.fixed_trade_price = p.number;
         },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (!e.fixed_trade_price_mask) return;
           out.push_back("Buy " + resource_list(e.fixed_trade_price_mask, " and ") + " at " +
                         plural(e.fixed_trade_price, "coin") + " per unit");
         },
     .lasting =
         [](City& c, const Effects& e, bool) {
           if (!e.fixed_trade_price_mask) return;
           for (int r = 0; r < kResourceCount; ++r) {
             if (!(e.fixed_trade_price_mask >> r & 1)) continue;
             const std::uint8_t old = c.fixed_price[r];
             c.fixed_price[r] = old == 0 ? e.fixed_trade_price : std::min(old, e.fixed_trade_price);
           }
         }},
    {.kind = EffectKind::Coins,
     .name = "coins",
     .params = {kinds::amount},
     .param_count = 1,
     .when = when::kInstant,
     .store = [](const EffectParams& p, Effects& e) { e.coins = p.number; },
     .text = [](const Effects& e, kinds::Lines& out) { if (e.coins) out.push_back("+" + plural(e.coins, "coin") + " now"); },
     .instant = [](GameState& s, Player p, const Effects& e, const InstantContext& c) { gain_coins(s, p, e.coins, c.events); }},
    {.kind = EffectKind::CoinsPer,
     .name = "coins_per",
     .params = {kinds::amount, kinds::count, kinds::city},
     .param_count = 3,
     .when = when::kInstant,
     .store = [](const EffectParams& p, Effects& e) { kinds::store_per_count(p, e.coins_per); },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.coins_per.amount) out.push_back("+" + per_count_text(e.coins_per, "coin") + ", once");
         },
     .instant =
         [](GameState& s, Player p, const Effects& e, const InstantContext& c) {
           if (e.coins_per.amount) gain_coins(s, p, e.coins_per.amount * count_for(s, p, e.coins_per), c.events);
         }},
    {.kind = EffectKind::OpponentLosesCoins,
     .name = "opponent_loses_coins",
     .params = {kinds::amount},
     .param_count = 1,
     .when = when::kInstant,
     .store = [](const EffectParams& p, Effects& e) { e.opponent_loses_coins = p.number; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.opponent_loses_coins) out.push_back("The opponent loses " + plural(e.opponent_loses_coins, "coin"));
         },
     .instant =
         [](GameState& s, Player p, const Effects& e, const InstantContext& c) {
           lose_coins(s, opponent(p), e.opponent_loses_coins, c.events);
         }},
    {.kind = EffectKind::Science,
     .name = "science",
     .params = {{{"symbol", T::ScienceSymbol}}},
     .param_count = 1,
     .when = when::kLasting | when::kInstant,
     .ends_game = true,
     .store = [](const EffectParams& p, Effects& e) { e.science = p.symbol; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.science != kNone) out.push_back("Science symbol: " + science_title(e.science));
         },
     .lasting = [](City& c, const Effects& e, bool) { if (e.science != kNone) ++c.science[e.science]; },
     // A pair earns a Progress token (a decision); 6 different symbols win (rulings 11).
     .instant =
         [](GameState& s, Player p, const Effects& e, const InstantContext& c) {
           if (e.science != kNone) gain_science(s, p, e.science, c.events);
         }},
    {.kind = EffectKind::DiscardOpponentCard,
     .name = "discard_opponent_card",
     .params = {{{"color", T::OneColor}}},
     .param_count = 1,
     .when = when::kInstant | when::kDecision,
     .store = [](const EffectParams& p, Effects& e) { e.discard_opponent_card_color = p.color; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.discard_opponent_card_color == kNone) return;
           out.push_back("Put one " + std::string(color_name(static_cast<Color>(e.discard_opponent_card_color))) +
                         " card of the opponent's in the discard pile");
         },
     .instant =
         [](GameState& s, Player p, const Effects& e, const InstantContext&) {
           const std::uint8_t color = e.discard_opponent_card_color;
           if (color != kNone && s.cities[opponent(p)].color_count[color] > 0) {
             kinds::push_decision(s, Phase::DiscardOpponentCard, p, color);
           }
         }},
    {.kind = EffectKind::ConstructFromDiscard,
     .name = "construct_from_discard",
     .when = when::kInstant | when::kDecision,
     .store = [](const EffectParams&, Effects& e) { e.construct_from_discard = true; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.construct_from_discard) out.push_back("Construct one card of the discard pile for free");
         },
     .instant =
         [](GameState& s, Player p, const Effects& e, const InstantContext&) {
           if (e.construct_from_discard && s.discard_count > 0) kinds::push_decision(s, Phase::ConstructFromDiscard, p);
         }},
    {.kind = EffectKind::ProgressFromBox,
     .name = "progress_from_box",
     .params = {{{"draw", T::Number, 1, kMaxTokens}}},
     .param_count = 1,
     .when = when::kInstant | when::kDecision,
     .store = [](const EffectParams& p, Effects& e) { e.progress_from_box = p.number; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (!e.progress_from_box) return;
           out.push_back("Draw " + std::to_string(e.progress_from_box) + " Progress tokens from the box, keep one");
         },
     // The tokens are drawn when this choice becomes current (state.cpp enter_pending).
     .instant =
         [](GameState& s, Player p, const Effects& e, const InstantContext&) {
           if (e.progress_from_box && s.box_token_count > 0) {
             kinds::push_decision(s, Phase::ChooseProgress, p, e.progress_from_box);
           }
         }},
    {.kind = EffectKind::Shields,
     .name = "shields",
     .params = {kinds::amount},
     .param_count = 1,
     .when = when::kInstant,
     .ends_game = true,
     .store = [](const EffectParams& p, Effects& e) { e.shields = p.number; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.shields) out.push_back(plural(e.shields, "shield") + " (moves the Conflict pawn)");
         },
     .instant =
         [](GameState& s, Player p, const Effects& e, const InstantContext& c) {
           if (!e.shields) return;
           move_conflict_pawn(s, p, e.shields + (c.card_of_bonus_color ? s.cities[p].shields_bonus : 0), c.events);
         }},
    {.kind = EffectKind::VictoryPoints,
     .name = "victory_points",
     .params = {kinds::amount},
     .param_count = 1,
     .when = when::kEndGame,
     .store = [](const EffectParams& p, Effects& e) { e.victory_points = p.number; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.victory_points) out.push_back(plural(e.victory_points, "victory point"));
         },
     .end_game_points = [](const GameState&, Player, const Effects& e) { return int{e.victory_points}; }},
    {.kind = EffectKind::VictoryPointsPer,
     .name = "victory_points_per",
     .params = {kinds::amount, kinds::count, kinds::city},
     .param_count = 3,
     .when = when::kEndGame,
     .store = [](const EffectParams& p, Effects& e) { kinds::store_per_count(p, e.victory_points_per); },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.victory_points_per.amount) {
             out.push_back(per_count_text(e.victory_points_per, "victory point") + " at the end");
           }
         },
     .end_game_points =
         [](const GameState& s, Player p, const Effects& e) {
           const PerCount& per = e.victory_points_per;
           return per.amount ? per.amount * count_for(s, p, per) : 0;
         }},
    {.kind = EffectKind::WonderDiscount,
     .name = "wonder_discount",
     .params = {kinds::units},
     .param_count = 1,
     .when = when::kLasting,
     .store = [](const EffectParams& p, Effects& e) { e.wonder_discount = p.number; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.wonder_discount) out.push_back("Your Wonders cost " + std::to_string(e.wonder_discount) + " fewer resources");
         },
     .lasting = [](City& c, const Effects& e, bool) { kinds::add_u8(c.wonder_discount, e.wonder_discount); }},
    {.kind = EffectKind::ColorDiscount,
     .name = "color_discount",
     .params = {kinds::colors, kinds::units},
     .param_count = 2,
     .when = when::kLasting,
     .store =
         [](const EffectParams& p, Effects& e) {
           e.color_discount_colors = p.colors;
           e.color_discount = p.number;
         },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (!e.color_discount) return;
           out.push_back("Your " + color_list(e.color_discount_colors) + " cards cost " +
                         std::to_string(e.color_discount) + " fewer resources");
         },
     .lasting =
         [](City& c, const Effects& e, bool) {
           if (!e.color_discount) return;
           kinds::add_u8(c.color_discount, e.color_discount);
           c.color_discount_colors |= e.color_discount_colors;
         }},
    {.kind = EffectKind::ReceiveOpponentTradeCoins,
     .name = "receive_opponent_trade_coins",
     .when = when::kLasting,
     .store = [](const EffectParams&, Effects& e) { e.receive_opponent_trade_coins = true; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.receive_opponent_trade_coins) out.push_back("You receive the coins the opponent pays for trading");
         },
     .lasting = [](City& c, const Effects& e, bool) { c.receives_trade_coins |= e.receive_opponent_trade_coins; }},
    {.kind = EffectKind::ExtraShields,
     .name = "extra_shields",
     .params = {kinds::colors, kinds::amount},
     .param_count = 2,
     .when = when::kLasting,
     .store =
         [](const EffectParams& p, Effects& e) {
           e.extra_shields_colors = p.colors;
           e.extra_shields = p.number;
         },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (!e.extra_shields) return;
           out.push_back("Your future " + color_list(e.extra_shields_colors) + " cards give " +
                         plural(e.extra_shields, "extra shield"));
         },
     .lasting =
         [](City& c, const Effects& e, bool) {
           if (!e.extra_shields) return;
           kinds::add_u8(c.shields_bonus, e.extra_shields);
           c.shields_bonus_colors |= e.extra_shields_colors;
         }},
    {.kind = EffectKind::ChainBonusCoins,
     .name = "chain_bonus_coins",
     .params = {kinds::amount},
     .param_count = 1,
     .when = when::kLasting,
     .store = [](const EffectParams& p, Effects& e) { e.chain_bonus_coins = p.number; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.chain_bonus_coins) {
             out.push_back("+" + plural(e.chain_bonus_coins, "coin") + " for each construction through a chain");
           }
         },
     .lasting = [](City& c, const Effects& e, bool) { kinds::add_u8(c.chain_bonus_coins, e.chain_bonus_coins); }},
    {.kind = EffectKind::WondersPlayAgain,
     .name = "wonders_play_again",
     .when = when::kLasting,
     .store = [](const EffectParams&, Effects& e) { e.wonders_play_again = true; },
     .text =
         [](const Effects& e, kinds::Lines& out) {
           if (e.wonders_play_again) out.push_back("Your future Wonders all have \"play again\"");
         },
     .lasting = [](City& c, const Effects& e, bool) { c.wonders_play_again |= e.wonders_play_again; }},
    // On any item (a card or token too: the loader accepts it there). For a Wonder,
    // state.cpp also reads it with the Theology rule above.
    {.kind = EffectKind::PlayAgain,
     .name = "play_again",
     .when = when::kInstant | when::kWonder,
     .store = [](const EffectParams&, Effects& e) { e.play_again = true; },
     .text = [](const Effects& e, kinds::Lines& out) { if (e.play_again) out.push_back("Play again"); },
     .instant = [](GameState& s, Player, const Effects& e, const InstantContext&) { s.replay |= e.play_again; }},
};

}  // namespace kinds

using kinds::kEffectKindTable;
static_assert(std::size(kEffectKindTable) == kEffectKindCount);
static_assert([] {
  for (int k = 0; k < kEffectKindCount; ++k) {
    const EffectKindDef& d = kEffectKindTable[k];
    // (store and text are checked by tests/test_effects.cpp: comparing a function pointer
    // is not a constant expression under the sanitizers.)
    if (static_cast<int>(d.kind) != k || d.name.empty()) return false;
  }
  return true;
}(), "kEffectKindTable: one complete entry per EffectKind, in enum order");

}  // namespace duel::detail
