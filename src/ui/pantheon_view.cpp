// The Pantheon on the game screen: the board's six spaces with both players' costs,
// face-down Divinities showing their Mythology (their name to the player who placed
// them, while that player is at the screen), revealed ones and the Gate, the five decks,
// the Minerva pawn, the tokens on structure cards and what each player holds.
#include <algorithm>
#include <bit>

#include "app.hpp"
#include "card_art.hpp"
#include "duel/observation.hpp"
#include "icons.hpp"
#include "palette.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {

Rgba mythology_colour(int m) {
  static constexpr Rgba kColours[kMythologyCount] = {
      {150, 110, 60},   // Mesopotamian: clay
      {130, 60, 130},   // Phoenician: purple dye
      {60, 110, 170},   // Greek: aegean blue
      {190, 150, 50},   // Egyptian: gold
      {170, 50, 50},    // Roman: red
  };
  return m >= 0 && m < kMythologyCount ? kColours[m] : palette::kPanelLight;
}

Player App::screen_viewer() const {
  if (!session_) return kNone;
  if (session_->ai_seat < 2) return opponent(session_->ai_seat);  // the human, always
  return curtain_.shown < 2 ? curtain_.shown : session_->state().to_move();
}

std::string App::space_title(const GameState& seen, int space) const {
  const PantheonState& ps = seen.pantheon;
  if (!session_->rules().pantheon || space < 0 || space >= ps.space_count) return "";
  const PantheonRules& pr = *session_->rules().pantheon;
  const DivinityId d = ps.spaces[static_cast<std::size_t>(space)];
  const int back = ps.backs[static_cast<std::size_t>(space)];
  if (d == kGate) return pr.gate_name;
  if (back == kNone) return "empty";
  return d != kNone && d < pr.divinities.size() ? pr.divinities[d].name : mythology_title(back);
}

std::vector<std::string> App::pantheon_space_titles() const {
  std::vector<std::string> titles;
  if (!session_ || !view().pantheon.on) return titles;
  const GameState& seen = view();
  for (int i = 0; i < seen.pantheon.space_count; ++i) titles.push_back(space_title(seen, i));
  return titles;
}

void App::render_pantheon(Canvas& c, const Layout& l) {
  const GameState& s = view();
  if (l.pantheon.empty() || !s.pantheon.on || !session_->rules().pantheon) return;
  const PantheonRules& pr = *session_->rules().pantheon;
  const GameState& seen = view();
  const PantheonState& ps = seen.pantheon;
  c.rounded(l.pantheon, l.px(8), palette::kPanel);
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  const bool may_activate = human_to_move() && s.phase == Phase::Play;
  // While a step plays, a space shows what it held before it: empty until the Divinity
  // placed there lands, face down until its turning over ends.
  const std::uint64_t now = clock_ms();
  const auto awaits = [&](StepKind kind, int space) {
    return animation_.awaiting([&](const AnimationStep& st) {
      return st.kind == kind && (kind == StepKind::Divinity ? st.from < 0 && st.to == space : st.slot == space);
    }, now) > 0;
  };
  for (int i = 0; i < kDivinitySpaces && i < ps.space_count; ++i) {
    const Rect r = l.divinity_spaces[static_cast<std::size_t>(i)];
    const bool turning = awaits(StepKind::DivinityFlip, i);
    const DivinityId d = turning ? DivinityId{kNone} : ps.spaces[static_cast<std::size_t>(i)];
    const int back = awaits(StepKind::Divinity, i) ? kNone : ps.backs[static_cast<std::size_t>(i)];
    const bool face_up = (ps.revealed >> i & 1) && !turning;
    const int cost_row = l.px(14);
    const Rect head{r.x + l.px(4), r.y + l.px(1), r.w - l.px(8), r.h - cost_row - l.px(2)};
    if (d == kGate) {
      c.rounded(r, l.px(6), palette::kGold.darker(0.35));
      c.fit_text(pr.gate_name, Rect{head.x, head.y, head.w, head.h / 2 + l.px(2)}, l.text.city_label, l.text.caption,
                 palette::kText, FontWeight::Bold, Align::Center);
      c.fit_text("×" + std::to_string(pr.gate_cost_multiplier) + " cost", Rect{head.x, head.y + head.h / 2, head.w, head.h / 2},
                 l.text.caption, l.text.caption, palette::kText, FontWeight::Regular, Align::Center);
    } else if (back != kNone) {
      c.rounded(r, l.px(6), face_up ? mythology_colour(back) : mythology_colour(back).darker(0.45));
      const bool known = d != kNone && d < pr.divinities.size();
      const std::string name = turning ? mythology_title(back) : space_title(seen, i);
      c.fit_name(name, Rect{r.x + l.px(2), head.y, r.w - l.px(4), head.h / 2 + l.px(2)}, l.text.city_label,
                 std::min(l.text.caption, l.px(10)),
                 palette::kText, FontWeight::Bold, Align::Center);
      const Rect line_rect{head.x, head.y + head.h / 2, head.w, head.h / 2};
      // Enki's Progress tokens, face up in place of its short text (rulings 28; the hover
      // names them and what they do).
      const std::vector<TokenId> tokens = face_up && known ? divinity_tokens(seen, d) : std::vector<TokenId>{};
      if (tokens.empty()) {
        const std::string line = face_up ? divinity_short(session_->rules(), d) : known ? "placed by you" : "face down";
        c.fit_text(line, line_rect, l.text.caption, std::min(l.text.caption, l.px(10)),
                   face_up ? palette::kText : palette::kTextDim, FontWeight::Regular, Align::Center);
      }
      const int token_size = line_rect.h + l.px(4), gap = l.px(3);
      const int tokens_w = static_cast<int>(tokens.size()) * (token_size + gap) - gap;
      for (std::size_t k = 0; k < tokens.size(); ++k) {
        const Rect t{line_rect.center_x() - tokens_w / 2 + static_cast<int>(k) * (token_size + gap),
                     line_rect.y - l.px(3), token_size, token_size};
        draw_progress_token(c, session_->rules(), tokens[k], t);
      }
    } else {
      // Empty; outlined while the player at the screen chooses where to place a Divinity.
      const bool placing = human_to_move() && s.phase == Phase::PlaceDivinity;
      c.rounded_outline(r, l.px(6), placing ? palette::kHighlight : Rgba{255, 255, 255, 50}, placing ? l.px(2) : 1);
      c.fit_text("empty", head, l.text.caption, l.text.caption, palette::kTextDim, FontWeight::Regular, Align::Center);
    }
    // Both players' costs: player 1's on the left, player 2's on the right.
    if (static_cast<std::size_t>(i) < pr.space_costs.size()) {
      const int mult = d == kGate ? pr.gate_cost_multiplier : 1;
      for (Player p = 0; p < 2; ++p) {
        const Rect chip{p == 0 ? r.x + l.px(3) : r.right() - l.px(3) - (r.w / 2 - l.px(5)), r.bottom() - cost_row - l.px(1),
                        r.w / 2 - l.px(5), cost_row};
        c.rounded(chip, l.px(4), palette::kPlayer[p].darker(0.3));
        c.fit_text(std::to_string(pr.space_costs[static_cast<std::size_t>(i)][p] * mult), chip, l.text.caption,
                   l.text.caption, palette::kText, FontWeight::Bold, Align::Center);
      }
    }
    const bool takeable = may_activate && face_up && d != kNone;
    if (takeable) {
      const bool hovered = hover && hover->kind == Hotspot::DivinitySpace && hover->a == i;
      c.rounded_outline(r.inset(-l.px(2)), l.px(7), hovered ? palette::kAccent : palette::kHighlight, l.px(hovered ? 3 : 2));
    }
    hotspots_.push_back({Hotspot::DivinitySpace, r, i, 0});
  }
  // The five decks: each Mythology's colour, initial and size.
  const Rect& decks = l.divinity_decks;
  const int w = decks.w / kMythologyCount;
  for (int m = 0; m < kMythologyCount; ++m) {
    const Rect r{decks.x + m * w + 1, decks.y, w - 2, decks.h};
    c.rounded(r, l.px(4), mythology_colour(m).darker(0.45));
    c.fit_text(mythology_title(m).substr(0, 1), Rect{r.x, r.y + l.px(2), r.w, r.h / 2}, l.text.caption, l.text.caption,
               palette::kText, FontWeight::Bold, Align::Center);
    c.fit_text(std::to_string(ps.deck_count[static_cast<std::size_t>(m)]), Rect{r.x, r.y + r.h / 2, r.w, r.h / 2 - l.px(2)},
               l.text.caption, l.text.caption, palette::kText, FontWeight::Regular, Align::Center);
    hotspots_.push_back({Hotspot::DivinityDeck, r, m, 0});
  }
  render_track_choices(c, l);
  // The Minerva pawn on its track space; while a step moves it, the animation draws it.
  const bool moving = animation_.awaiting([](const AnimationStep& st) { return st.kind == StepKind::Minerva; }, now) > 0;
  if (s.pantheon.minerva != kNoMinerva && !moving) {
    const Rect pawn = minerva_rect(l, s.pantheon.minerva);
    draw_minerva(c, l, pawn, 255);
    hotspots_.push_back({Hotspot::MinervaPawn, pawn, 0, 0});
  }
}

Rect App::minerva_rect(const Layout& l, int position) const {
  const int index = std::clamp(position + session_->rules().military.capital, 0, static_cast<int>(l.track_spaces.size()) - 1);
  const Rect space = l.track_spaces[static_cast<std::size_t>(index)];
  const int radius = std::max(3, std::min(space.w, space.h) / 3);
  return {space.center_x() - radius, space.bottom() - radius, 2 * radius, 2 * radius};
}

void App::draw_minerva(Canvas& c, const Layout& l, const Rect& pawn, std::uint8_t alpha) const {
  const int radius = std::max(1, pawn.w / 2);
  c.circle(pawn.center_x(), pawn.center_y(), radius, {200, 200, 215, alpha});
  c.ring(pawn.center_x(), pawn.center_y(), radius, 1, {40, 40, 60, alpha});
  c.fit_text("M", pawn, l.text.caption, 7, palette::kInk.with_alpha(alpha), FontWeight::Bold, Align::Center);
}

// Minerva's space and Neptune's Military tokens can also be clicked on the track: each
// one the prompt offers is outlined and answers like its button (a Choice hotspot).
void App::render_track_choices(Canvas& c, const Layout& l) {
  const GameState& s = view();
  if (!human_to_move() || hide_prompt_ || choice_from(s) != ChoiceFrom::Track) return;
  const std::vector<Action> actions = prompt_actions();
  const int capital = session_->rules().military.capital;
  for (int i = 0; i < static_cast<int>(actions.size()); ++i) {
    const Action& a = actions[static_cast<std::size_t>(i)];
    Rect r;
    if (a.type == ActionType::PlaceMinerva) {
      const int index = static_cast<int>(a.card) - capital + 9;  // the layout's 19 spaces, centre 9
      if (index < 0 || index >= static_cast<int>(l.track_spaces.size())) continue;
      r = l.track_spaces[static_cast<std::size_t>(index)];
    } else {
      const int zone = a.card % 8;
      if (zone >= static_cast<int>(session_->rules().military.zones.size())) continue;
      r = military_token_rect(l, static_cast<Player>(a.card / 8), zone);
    }
    c.rounded_outline(r, l.px(3), palette::kHighlight, l.px(2));
    hotspots_.push_back({Hotspot::Choice, r, i, 0});
  }
}

// A Mythology or Offering token lying on a structure card, on its head.
void App::render_slot_token(Canvas& c, const Layout& l, int slot, const Rect& card) {
  const GameState& s = view();
  if (!s.pantheon.on || s.age < 1 || s.age > kAges || slot >= kMaxSlots) return;
  const std::uint8_t t = s.pantheon.slot_tokens[static_cast<std::size_t>(s.age - 1)][static_cast<std::size_t>(slot)];
  if (t == SlotToken::kNothing) return;
  const int radius = std::max(l.px(9), card.w / 7);
  const int cx = card.center_x(), cy = card.y + radius + l.px(6);
  if (SlotToken::mythology(t)) {
    c.circle(cx, cy, radius, mythology_colour(SlotToken::index(t)));
    c.ring(cx, cy, radius, l.px(2), palette::kText);
    c.fit_text(mythology_title(SlotToken::index(t)).substr(0, 1), Rect{cx - radius, cy - radius, 2 * radius, 2 * radius},
               l.text.caption, 7, palette::kText, FontWeight::Bold, Align::Center);
  } else if (SlotToken::offering(t) && session_->rules().pantheon) {
    const auto& values = session_->rules().pantheon->offering_tokens;
    const int value = SlotToken::index(t) < values.size() ? values[SlotToken::index(t)] : 0;
    const Rect r{cx - radius, cy - radius, 2 * radius, 2 * radius};
    c.rounded(r, l.px(4), palette::kGold);
    c.rounded_outline(r, l.px(4), palette::kInk, 1);
    c.fit_text("-" + std::to_string(value), r, l.text.caption, 7, palette::kInk, FontWeight::Bold, Align::Center);
  }
}

// What a player holds of Pantheon, at the right end of the city's token row: a disc per
// Mythology token, a square per Offering token, Astarte's coins, the Divinities count.
void App::render_pantheon_holdings(Canvas& c, const Layout& l, Player p) {
  const GameState& s = view();
  if (!s.pantheon.on || !session_->rules().pantheon) return;
  const PantheonHoldings& h = s.pantheon.players[p];
  const Rect& row = l.cities[p].tokens;
  const int size = l.px(16), gap = l.px(2);
  // What is still on its way here (a token taken, a Divinity activated) is not held yet.
  const std::uint64_t now = clock_ms();
  const auto arriving = [&](StepKind kind, int token) {
    return animation_.awaiting([&](const AnimationStep& st) {
      return st.kind == kind && st.player == p && (kind == StepKind::Divinity ? st.to < 0 : st.token == token);
    }, now);
  };
  std::vector<std::pair<int, int>> items;  // (kind, value): 0 Mythology, 1 Offering, 2 Astarte, 3 Divinities, 4 Snake
  for (int m = 0; m < kMythologyCount; ++m) {
    const int held = h.mythology_tokens[static_cast<std::size_t>(m)] - arriving(StepKind::SlotToken, SlotToken::kMythology | m);
    for (int n = 0; n < held; ++n) items.emplace_back(0, m);
  }
  const auto& values = session_->rules().pantheon->offering_tokens;
  for (int i = 0; i < kMaxOfferings && static_cast<std::size_t>(i) < values.size(); ++i) {
    if ((h.offerings >> i & 1) && arriving(StepKind::SlotToken, SlotToken::kOffering | i) == 0) {
      items.emplace_back(1, values[static_cast<std::size_t>(i)]);
    }
  }
  if (h.astarte_coins > 0) items.emplace_back(2, h.astarte_coins);
  const int divinities = std::popcount(h.divinities) + (h.gate ? 1 : 0) - arriving(StepKind::Divinity, 0);
  if (divinities > 0) items.emplace_back(3, divinities);
  if (s.pantheon.snake != kNone && s.pantheon.snake_owner == opponent(p)) items.emplace_back(4, 0);
  if (items.empty()) return;
  const int total = static_cast<int>(items.size()) * (size + gap);
  int x = row.right() - l.px(2) - total;
  const int y = row.bottom() - size - l.px(1);
  const Rect area{x - l.px(2), y - l.px(1), total + l.px(4), size + l.px(2)};
  c.rounded(area, l.px(4), {0, 0, 0, 70});
  for (const auto& [kind, value] : items) {
    const Rect r{x, y, size, size};
    if (kind == 0) {
      c.circle(r.center_x(), r.center_y(), size / 2, mythology_colour(value));
      c.fit_text(mythology_title(value).substr(0, 1), r, l.text.caption, 7, palette::kText, FontWeight::Bold, Align::Center);
    } else if (kind == 1) {
      c.rounded(r, l.px(3), palette::kGold);
      c.fit_text("-" + std::to_string(value), r, l.text.caption, 7, palette::kInk, FontWeight::Bold, Align::Center);
    } else if (kind == 2) {
      draw_coin(c, r, value);
    } else if (kind == 3) {
      // A small card: the Divinities activated.
      const Rect card{r.x + r.w / 6, r.y, r.w * 2 / 3, r.h};
      c.rounded(card, l.px(2), palette::kParchment);
      c.fit_text(std::to_string(value), card, l.text.caption, 7, palette::kInk, FontWeight::Bold, Align::Center);
    } else {
      c.rounded(r, l.px(3), {60, 120, 60, 255});
      c.fit_text("S", r, l.text.caption, 7, palette::kText, FontWeight::Bold, Align::Center);
    }
    x += size + gap;
  }
  hotspots_.push_back({Hotspot::PantheonHoldings, area, p, 0});
}

bool App::pantheon_tooltip(const Hotspot& h, std::string& title, std::vector<std::string>& lines) const {
  if (!session_ || !session_->rules().pantheon) return false;
  const GameState& s = view();
  const Rules& rules = session_->rules();
  const PantheonRules& pr = *rules.pantheon;
  switch (h.kind) {
    case Hotspot::DivinitySpace: {
      const GameState& seen = view();
      const int i = h.a;
      const DivinityId d = seen.pantheon.spaces[static_cast<std::size_t>(i)];
      const int back = seen.pantheon.backs[static_cast<std::size_t>(i)];
      const bool face_up = seen.pantheon.revealed >> i & 1;
      if (d == kGate) {
        title = pr.gate_name;
        lines = divinity_lines(rules, kGate);
      } else if (back != kNone && d != kNone && d < pr.divinities.size()) {
        title = pr.divinities[d].name + " (" + mythology_title(back) + ")";
        lines = divinity_lines(rules, d);
        for (std::string& line : divinity_token_lines(seen, d)) lines.push_back(std::move(line));  // Enki's
        if (!face_up) lines.push_back("Face down: only you know it (placed by you); revealed at the start of Age II");
      } else if (back != kNone) {
        title = mythology_title(back) + " Divinity, face down";
        lines.push_back("Placed by " + session_->names[seen.pantheon.placed_by[static_cast<std::size_t>(i)] < 2
                                                          ? seen.pantheon.placed_by[static_cast<std::size_t>(i)]
                                                          : 0] +
                        "; revealed at the start of Age II");
      } else {
        title = "Empty Pantheon space";
        lines.push_back(s.age <= 1 ? "A Divinity is placed here when a Mythology token is taken"
                                   : "Nothing left to activate here");
      }
      if (static_cast<std::size_t>(i) < pr.space_costs.size()) {
        const int mult = d == kGate ? pr.gate_cost_multiplier : 1;
        lines.push_back("");
        lines.push_back("Activation cost: " + session_->names[0] + " " +
                        plural(pr.space_costs[static_cast<std::size_t>(i)][0] * mult, "coin") + ", " + session_->names[1] +
                        " " + plural(pr.space_costs[static_cast<std::size_t>(i)][1] * mult, "coin"));
        if (s.age >= 2 && human_to_move() && s.phase == Phase::Play && face_up && d != kNone)
          lines.push_back("Click to activate it instead of taking a card");
      }
      return true;
    }
    case Hotspot::DivinityDeck:
      title = mythology_title(h.a) + " deck";
      lines.push_back(plural(s.pantheon.deck_count[static_cast<std::size_t>(h.a)], "Divinity") +
                      " face down. A Mythology token of this colour draws two of them: one is placed in the Pantheon.");
      return true;
    case Hotspot::MinervaPawn:
      title = "The Minerva pawn";
      lines.push_back("If the Conflict pawn would enter this space, it stops here instead; then the Minerva pawn is removed.");
      return true;
    case Hotspot::PantheonHoldings:
      title = session_->names[h.a] + ": Pantheon";
      lines = pantheon_holding_lines(s, static_cast<Player>(h.a), session_->names);
      return true;
    case Hotspot::Choice: {  // a prompt's button naming a Divinity: its text
      const std::vector<Action> actions = prompt_actions();
      if (h.a < 0 || h.a >= static_cast<int>(actions.size())) return false;
      const Action& a = actions[static_cast<std::size_t>(h.a)];
      if (a.type == ActionType::DiscardMilitaryToken || a.type == ActionType::ApplyMilitaryToken) {  // Neptune
        const Player side = static_cast<Player>(a.card / kMaxMilitaryZones);
        title = military_token_title(rules, session_->names, side, a.card % kMaxMilitaryZones).substr(4);  // past "the "
        title[0] = 'M';
        lines = military_token_lines(rules, session_->names, side, a.card % kMaxMilitaryZones);
        const int zone = a.card % kMaxMilitaryZones;
        lines.insert(lines.begin(), {a.type == ActionType::DiscardMilitaryToken
                                         ? std::string("Neptune: removed without effect")
                                         : "Neptune: applied for you, " + military_token_effect_text(rules, zone),
                                     ""});
        return true;
      }
      const bool divinity = a.type == ActionType::PlaceDivinity || a.type == ActionType::ChooseDivinity ||
                            a.type == ActionType::ArrangeDeck;
      if (!divinity || a.card >= pr.divinities.size()) return false;
      title = pr.divinities[a.card].name + " (" + mythology_title(static_cast<int>(pr.divinities[a.card].mythology)) + ")";
      lines = divinity_lines(rules, a.card);
      for (std::string& line : divinity_token_lines(view(), a.card)) lines.push_back(std::move(line));  // Enki's
      return true;
    }
    default: return false;
  }
}

}  // namespace duel::ui
