// Drawing the Pantheon's and Agora's animation steps (animation.hpp): tokens leaving the
// structure, Divinities placed, revealed and activated, the Minerva pawn, a Wonder Ra
// takes, Influence cubes, Chambers changing hands, Decrees revealed, Conspiracies kept and
// triggered, a Progress token obscured (a card Baal, Foreclosure or Coercion takes is a
// CardFlight from the opponent's city: animation_view.cpp). A step's card is kNone where
// the player watching may not know it (steps_for_move made it so): then only its back moves.
#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>

#include "agora_words.hpp"
#include "app.hpp"
#include "card_art.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

constexpr Rgba kConspiracyBack{92, 36, 40};  // as agora_view.cpp draws a Conspiracy's back
constexpr Rgba kDecreeBack{70, 58, 92};       // and a face-down Decree

Rect lerp_rect(const Rect& a, const Rect& b, double k) {
  auto mix = [k](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * k)); };
  return {mix(a.x, b.x), mix(a.y, b.y), mix(a.w, b.w), mix(a.h, b.h)};
}

Rect centred_on(const Rect& r, int w, int h) { return {r.center_x() - w / 2, r.center_y() - h / 2, w, h}; }

Rect hotspot_of(const std::vector<Hotspot>& spots, Hotspot::Kind kind, int a, const Rect& fallback) {
  for (const Hotspot& h : spots) {
    if (h.kind == kind && h.a == a) return h.rect;
  }
  return fallback;
}

// A horizontal squeeze for a card turning over: 1 -> 0 on its back, 0 -> 1 on its face.
Rect squeezed(const Rect& r, double k) {
  const double w = k < 0.5 ? 1 - 2 * k : 2 * k - 1;
  return centred_on(r, std::max(1, static_cast<int>(std::lround(r.w * w))), r.h);
}

}  // namespace

Player App::animation_viewer() const {
  if (!session_) return kNone;
  if (session_->ai_seat < 2) return opponent(session_->ai_seat);
  return curtain_.up ? session_->state().to_move() : screen_viewer();
}

Rect App::conspiracy_rect(Canvas& c, const Layout& l, Player p, int place) const {
  for (const ConspiracyStrip& strip : conspiracy_strips(c, l, p)) {
    if (strip.index == place) return strip.rect;
  }
  const Rect group = l.city_group_rect(p, Color::Senator);
  return {group.x, group.bottom() - l.px(24), group.w, l.px(24)};
}

void App::render_expansion_step(Canvas& c, const Layout& l, const Layout& from, const AnimationStep& st, double k,
                                bool active) {
  const Rules& rules = session_->rules();
  const Player p = st.player;
  // What a player holds of Pantheon: the strip at the end of the city's token row.
  const auto holdings = [&](Player who) {
    const Rect& row = l.cities[who].tokens;
    return hotspot_of(base_hotspots_, Hotspot::PantheonHoldings, who,
                      Rect{row.right() - l.px(40), row.bottom() - l.px(18), l.px(36), l.px(16)});
  };
  // A Divinity as a tile: its name on its Mythology's colour, or the back (Mythology only).
  const auto divinity = [&](CardId d, int mythology, const Rect& r) {
    if (!rules.pantheon) return;
    const PantheonRules& pr = *rules.pantheon;
    if (d == kGate) {
      c.rounded(r, l.px(6), palette::kGold.darker(0.35));
      c.fit_text(pr.gate_name, r.inset(l.px(3)), l.text.city_label, l.text.caption, palette::kText, FontWeight::Bold,
                 Align::Center);
    } else if (d < pr.divinities.size()) {
      c.rounded(r, l.px(6), mythology_colour(static_cast<int>(pr.divinities[d].mythology)));
      c.fit_text(pr.divinities[d].name, r.inset(l.px(3)), l.text.city_label, l.text.caption, palette::kText,
                 FontWeight::Bold, Align::Center);
    } else {
      c.rounded(r, l.px(6), mythology_colour(mythology).darker(0.45));
      c.fit_text(mythology >= 0 ? mythology_title(mythology) : "Divinity", r.inset(l.px(3)), l.text.caption,
                 l.text.caption, palette::kTextDim, FontWeight::Bold, Align::Center);
    }
    c.rounded_outline(r, l.px(6), palette::kAccent, l.px(2));
  };
  // A Conspiracy: its name on parchment, or its dark red back.
  const auto conspiracy = [&](CardId id, const Rect& r) {
    const bool known = rules.agora && id < rules.agora->conspiracies.size();
    c.rounded(r, l.px(3), known ? palette::kParchment : kConspiracyBack);
    c.fit_text(known ? rules.agora->conspiracies[id].name : "Conspiracy", r.inset(l.px(2)), l.text.chain,
               std::min(l.text.chain, 9), known ? palette::kInk : palette::kText, FontWeight::Condensed, Align::Center);
    c.rounded_outline(r, l.px(3), palette::kAccent, l.px(2));
  };
  const int deck_w = l.divinity_decks.w / kMythologyCount;
  const auto deck = [&](int m) {
    return Rect{l.divinity_decks.x + std::clamp(m, 0, kMythologyCount - 1) * deck_w + 1, l.divinity_decks.y, deck_w - 2,
                l.divinity_decks.h};
  };
  const auto space = [&](int i) { return l.divinity_spaces[static_cast<std::size_t>(std::clamp(i, 0, kDivinitySpaces - 1))]; };
  // Where a player's cubes sit in a Chamber (agora_view.cpp's chips), or their supply's count.
  const auto cube_place = [&](int chamber) {
    const int size = l.px(14);
    if (chamber < 0 || chamber >= kChambers) {
      const Rect head = hotspot_of(base_hotspots_, Hotspot::SenateSupply, 0, l.senate);
      return Rect{head.right() - (p == 1 ? l.px(10) : l.px(30)), head.center_y() - size / 2, size, size};
    }
    const Rect r = l.chambers[static_cast<std::size_t>(chamber)];
    const int x = p == 0 ? r.x + r.w / 4 : r.center_x() + r.w / 4;
    return Rect{x - size / 2, r.y + l.px(6) + l.text.caption + l.text.caption / 2 + l.px(4), size, size};
  };

  switch (st.kind) {
    case StepKind::SlotToken: {
      if (p > 1 || st.slot < 0 || st.slot >= static_cast<int>(from.slots.size())) break;
      const Rect card = from.slots[static_cast<std::size_t>(st.slot)];
      const int size = std::max(l.px(18), card.w / 4);
      const Rect origin{card.center_x() - size / 2, card.y + l.px(6), size, size};
      const Rect r = lerp_rect(origin, centred_on(holdings(p), l.px(16), l.px(16)), k);
      const auto t = static_cast<std::uint8_t>(st.token);
      if (SlotToken::mythology(t)) {
        const int m = SlotToken::index(t);
        c.circle(r.center_x(), r.center_y(), r.w / 2, mythology_colour(m));
        c.ring(r.center_x(), r.center_y(), r.w / 2, l.px(2), palette::kAccent);
        c.fit_text(mythology_title(m).substr(0, 1), r, l.text.caption, 7, palette::kText, FontWeight::Bold, Align::Center);
      } else if (rules.pantheon) {
        const auto& values = rules.pantheon->offering_tokens;
        const int value = SlotToken::index(t) < values.size() ? values[SlotToken::index(t)] : 0;
        c.rounded(r, l.px(4), palette::kGold);
        c.rounded_outline(r, l.px(4), palette::kAccent, l.px(2));
        c.fit_text("-" + std::to_string(value), r, l.text.caption, 7, palette::kInk, FontWeight::Bold, Align::Center);
      }
      break;
    }
    case StepKind::Divinity: {
      if (p > 1) break;
      const Rect size_of = space(st.to >= 0 ? st.to : st.from);
      const Rect origin = st.from >= 0 ? space(st.from) : centred_on(deck(st.token), size_of.w, size_of.h);
      const Rect dest = st.to >= 0 ? space(st.to) : centred_on(holdings(p), size_of.w * 2 / 3, size_of.h * 2 / 3);
      divinity(st.card, st.token, lerp_rect(origin, dest, k));
      break;
    }
    case StepKind::DivinityFlip: {
      if (!active || !rules.pantheon || st.card >= rules.pantheon->divinities.size()) break;
      const Rect r = space(st.slot);
      c.rounded(r, l.px(6), palette::kPanel);  // the space under it, while it turns
      const int m = static_cast<int>(rules.pantheon->divinities[st.card].mythology);
      divinity(k < 0.5 ? kNone : st.card, m, squeezed(r, k));
      break;
    }
    case StepKind::Cube: {
      if (p > 1) break;
      const Rect r = lerp_rect(cube_place(st.from), cube_place(st.to), k);
      c.rounded(r.inset(-l.px(2)), l.px(3), palette::kInk);  // a dark rim: it shows over a Chamber of its colour
      c.rounded(r, l.px(2), palette::kPlayer[p]);
      break;
    }
    case StepKind::Chamber: {
      if (!active || st.token < 0 || st.token >= kChambers) break;
      // The Chamber glows in its new controller's colour (grey: nobody's any more), and says so.
      const Rect r = l.chambers[static_cast<std::size_t>(st.token)];
      const Rgba colour = p < 2 ? palette::kPlayer[p] : palette::kTextDim;
      const double glow = std::sin(k * std::numbers::pi);
      c.rounded_outline(r.inset(-l.px(2)), l.px(6), colour, std::max(1, static_cast<int>(std::lround(glow * l.px(4)))));
      const Rect tag{r.center_x() - l.px(26), r.y - l.px(16), l.px(52), l.px(15)};
      c.rounded(tag, l.px(4), {20, 20, 20, 230});
      c.fit_text(p < 2 ? (p == 0 ? "P1 controls" : "P2 controls") : "nobody's", tag, l.text.caption, 7, colour,
                 FontWeight::Bold, Align::Center);
      break;
    }
    case StepKind::Conspiracy: {
      if (p > 1) break;
      const Rect dest = conspiracy_rect(c, l, p, st.token);
      const Rect origin = l.senate.empty() ? centred_on(l.structure, dest.w, dest.h) : centred_on(l.senate, dest.w, dest.h);
      conspiracy(st.card, lerp_rect(origin, dest, k));
      break;
    }
    case StepKind::ConspiracyFlip: {
      if (!active || p > 1) break;
      const Rect r = conspiracy_rect(c, l, p, st.token);
      c.rounded(r, l.px(3), palette::kPanel);
      conspiracy(k < 0.5 ? kNone : st.card, squeezed(r, k));
      break;
    }
    case StepKind::DecreeFlip: {
      if (!active || !rules.agora || st.slot < 0 || st.slot >= kChambers) break;
      // In its Chamber's badge as it lay before the move (a moved Decree turns over where it was).
      const int count = animation_.before().agora.decree_count[static_cast<std::size_t>(st.slot)];
      const Rect r = decree_rect(l, st.slot, st.token, std::max(count, st.token + 1));
      c.rounded(r, l.px(3), palette::kPanelLight);
      const Rect sq = squeezed(r.inset(-l.px(3)), k);
      const bool face = k >= 0.5 && st.card < rules.agora->decrees.size();
      c.rounded(sq, l.px(3), face ? palette::kParchment : kDecreeBack);
      c.fit_text(face ? "D" + decree_number(rules, st.card) : "?", sq, l.text.caption, 7, face ? palette::kInk : palette::kTextDim,
                 FontWeight::Bold, Align::Center);
      c.rounded_outline(sq, l.px(3), palette::kAccent, l.px(2));
      break;
    }
    case StepKind::Minerva: {
      if (p > 1) break;
      const Rect size = minerva_rect(l, 0);
      if (st.from == kOffTrack) {  // from its player's holdings (Minerva activated) to the space
        const Rect origin = centred_on(holdings(p), size.w, size.h);
        const Rect r = lerp_rect(origin, minerva_rect(l, st.to), k);
        const int grown = static_cast<int>(std::lround(r.w * (1 + std::sin(k * std::numbers::pi))));  // lifted: larger on its way
        draw_minerva(c, l, centred_on(r, grown, grown), 255);
      } else {  // it stopped the Conflict pawn: lifted off its space, fading
        const Rect at = minerva_rect(l, st.from);
        const int lift = static_cast<int>(std::lround(k * l.px(24)));
        draw_minerva(c, l, Rect{at.x, at.y - lift, at.w, at.h}, static_cast<std::uint8_t>(std::lround(255 * (1 - k))));
      }
      break;
    }
    case StepKind::WonderTaken: {
      if (p > 1 || st.side > 1 || st.wonder == kNone) break;
      const City& was = animation_.before().cities[st.side];
      const City& now = session_->state().cities[p];
      int tile = 0;
      for (int w = 0; w < now.wonder_count; ++w) {
        if (now.wonders[static_cast<std::size_t>(w)] == st.wonder) tile = w;
      }
      const Rect origin = wonder_tile(from.cities[st.side], st.slot, std::max<int>(kWondersPerPlayer, was.wonder_count), l.px(6));
      const Rect dest = wonder_tile(l.cities[p], tile, std::max<int>(kWondersPerPlayer, now.wonder_count), l.px(6));
      const Rect r = lerp_rect(origin, dest, k);
      draw_wonder_tile(c, rules, st.wonder, r, WonderStatus::Unbuilt, 0, CardFaceText{l.text.wonder_name, l.text.wonder_cost});
      c.rounded_outline(r, l.px(6), palette::kAccent, l.px(2));
      break;
    }
    case StepKind::ObscuredToken: {
      if (p > 1) break;
      // From the board, the opponent's row (its place there before the move) or the box.
      Rect origin = centred_on(l.structure, l.px(36), l.px(36));
      if (st.from >= 0 && st.from < static_cast<int>(from.board_tokens.size())) {
        origin = from.board_tokens[static_cast<std::size_t>(st.from)];
      } else if (st.side < 2 && st.token >= 0) {
        const std::uint16_t held = animation_.before().cities[st.side].progress;
        origin = city_token_rect(from, st.side, std::popcount(static_cast<std::uint16_t>(held & ((1U << st.token) - 1))));
      } else if (!active) {
        break;  // from the box: nothing to see before it comes out
      }
      Rect dest = centred_on(l.cities[p].tokens, l.px(14), l.px(14));
      if (st.to >= 0) dest = obscured_token_rect(l, conspiracy_rect(c, l, p, st.to));
      const Rect r = lerp_rect(origin, dest, k);
      // Face up on its way when the viewer knows it, put face down as it lands.
      if (st.token >= 0 && k < 0.75) {
        draw_progress_token(c, rules, static_cast<TokenId>(st.token), r);
      } else {
        draw_token_back(c, l, r);
      }
      break;
    }
    default: break;
  }
}

}  // namespace duel::ui
