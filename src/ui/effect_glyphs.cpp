// The icons of each effect kind (kEffectIcons, indexed by duel::EffectKind).
#include "effect_glyphs.hpp"

#include <iterator>
#include <utility>

namespace duel::ui {
namespace {

void add_color_chips(std::vector<Glyph>& g, std::uint8_t colors) {
  for (int col = 0; col < kColorCount; ++col) {
    if (colors & (1 << col)) g.push_back({Glyph::ColorChip, col, "", 0.5});
  }
}

void per_count_glyphs(std::vector<Glyph>& g, const PerCount& p) {
  g.push_back({Glyph::Slash, 0, "/", 0.35});
  switch (p.kind) {
    case CountKind::CardsOfColors: add_color_chips(g, p.colors); break;
    case CountKind::WondersBuilt: g.push_back({Glyph::Text, 0, "W", 0.7}); break;
    case CountKind::CoinSets: g.push_back({Glyph::Coin, 3, "", 1}); break;
    case CountKind::ProgressTokens: g.push_back({Glyph::Text, 0, "PT", 1.0}); break;
    case CountKind::None: break;
  }
}

// prefix + number (spelled out to avoid a GCC 12 -Wrestrict false positive).
std::string prefixed(const char* prefix, int n) {
  std::string out(prefix);
  out += std::to_string(n);
  return out;
}

using Glyphs = std::vector<Glyph>;
using IconRule = void (*)(Glyphs&, const Effects&);  // adds nothing when the item lacks the kind

// The icons of each effect kind, indexed by EffectKind (the engine's table order).
constexpr IconRule kEffectIcons[] = {
    /* Produce */
    [](Glyphs& g, const Effects& e) {
      for (int r = 0; r < kResourceCount; ++r) {
        for (int i = 0; i < e.produce[r]; ++i) g.push_back({Glyph::Res, r});
      }
    },
    /* ProduceOneOf */
    [](Glyphs& g, const Effects& e) {
      bool first = true;
      for (int r = 0; r < kResourceCount; ++r) {
        if (!(e.produce_one_of & (1 << r))) continue;
        if (!first) g.push_back({Glyph::Slash, 0, "/", 0.35});
        g.push_back({Glyph::Res, r});
        first = false;
      }
    },
    /* FixedTradePrice */
    [](Glyphs& g, const Effects& e) {
      if (!e.fixed_trade_price_mask) return;
      for (int r = 0; r < kResourceCount; ++r) {
        if (e.fixed_trade_price_mask & (1 << r)) g.push_back({Glyph::Res, r});
      }
      g.push_back({Glyph::Slash, 0, "=", 0.45});
      g.push_back({Glyph::Coin, e.fixed_trade_price});
    },
    /* Coins */ [](Glyphs& g, const Effects& e) { if (e.coins) g.push_back({Glyph::Coin, e.coins}); },
    /* CoinsPer */
    [](Glyphs& g, const Effects& e) {
      if (!e.coins_per.amount) return;
      g.push_back({Glyph::Coin, e.coins_per.amount});
      per_count_glyphs(g, e.coins_per);
    },
    /* OpponentLosesCoins */
    [](Glyphs& g, const Effects& e) { if (e.opponent_loses_coins) g.push_back({Glyph::Loss, e.opponent_loses_coins}); },
    /* Science */ [](Glyphs& g, const Effects& e) { if (e.science != kNone) g.push_back({Glyph::Sci, e.science}); },
    /* DiscardOpponentCard */
    [](Glyphs& g, const Effects& e) {
      if (e.discard_opponent_card_color == kNone) return;
      g.push_back({Glyph::Text, 0, "✕", 0.6});
      g.push_back({Glyph::ColorChip, e.discard_opponent_card_color, "", 0.5});
    },
    /* ConstructFromDiscard */
    [](Glyphs& g, const Effects& e) { if (e.construct_from_discard) g.push_back({Glyph::Text, 0, "◧+", 1.0}); },
    /* ProgressFromBox */
    [](Glyphs& g, const Effects& e) {
      if (e.progress_from_box) g.push_back({Glyph::Text, 0, prefixed("◎", e.progress_from_box), 1.0});
    },
    /* Shields */ [](Glyphs& g, const Effects& e) { for (int i = 0; i < e.shields; ++i) g.push_back({Glyph::Shield}); },
    /* VictoryPoints */ [](Glyphs& g, const Effects& e) { if (e.victory_points) g.push_back({Glyph::Vp, e.victory_points}); },
    /* VictoryPointsPer */
    [](Glyphs& g, const Effects& e) {
      if (!e.victory_points_per.amount) return;
      g.push_back({Glyph::Vp, e.victory_points_per.amount});
      per_count_glyphs(g, e.victory_points_per);
    },
    // Progress token rules for later turns.
    /* WonderDiscount */
    [](Glyphs& g, const Effects& e) {
      if (e.wonder_discount) g.push_back({Glyph::Text, 0, prefixed("W −", e.wonder_discount), 1.6});
    },
    /* ColorDiscount */
    [](Glyphs& g, const Effects& e) {
      if (!e.color_discount) return;
      add_color_chips(g, e.color_discount_colors);
      g.push_back({Glyph::Text, 0, prefixed("−", e.color_discount), 0.9});
    },
    /* ReceiveOpponentTradeCoins */
    [](Glyphs& g, const Effects& e) {
      if (!e.receive_opponent_trade_coins) return;
      g.push_back({Glyph::Text, 0, "⇄", 0.8});
      g.push_back({Glyph::Coin, -1});
    },
    /* ExtraShields */
    [](Glyphs& g, const Effects& e) {
      if (!e.extra_shields) return;
      g.push_back({Glyph::Shield});
      g.push_back({Glyph::Text, 0, prefixed("+", e.extra_shields), 0.8});
    },
    /* ChainBonusCoins */
    [](Glyphs& g, const Effects& e) {
      if (!e.chain_bonus_coins) return;
      g.push_back({Glyph::ChainLink, 0, {}, 1.2});  // two links: the word "chain" was cut at a token's size
      g.push_back({Glyph::Coin, e.chain_bonus_coins});
    },
    /* WondersPlayAgain */ [](Glyphs& g, const Effects& e) { if (e.wonders_play_again) g.push_back({Glyph::Again}); },
    /* PlayAgain */ [](Glyphs& g, const Effects& e) { if (e.play_again) g.push_back({Glyph::Again}); },
};
static_assert(std::size(kEffectIcons) == kEffectKindCount, "one icon entry per EffectKind");

}  // namespace

std::vector<Glyph> effect_glyphs(const Effects& e) {
  std::vector<Glyph> g;
  for (IconRule icons : kEffectIcons) icons(g, e);
  return g;
}

std::vector<Glyph> effect_kind_glyphs(const Effects& e, EffectKind kind) {
  std::vector<Glyph> g;
  kEffectIcons[static_cast<int>(kind)](g, e);
  return g;
}

}  // namespace duel::ui
