// Agora on the game screen: the Senate (six Chambers with each player's cubes, who
// controls each, the Decrees face down as a back or face up as their number), the cubes
// left in each supply, each player's Conspiracies at the foot of their Senators' column
// (the player at the screen sees their own; the opponent's are backs until triggered),
// and what hovering over them explains. Chambers that answer the decision now are
// outlined and clickable, like Minerva's track spaces.
#include <algorithm>

#include "agora_words.hpp"
#include "app.hpp"
#include "card_art.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

constexpr Rgba kDecreeBack{70, 58, 92};       // a face-down Decree
constexpr Rgba kConspiracyBack{92, 36, 40};   // a Conspiracy's back: dark red

// The decision's action that a click on `chamber` answers: placing, removing or the
// Conspirator's cube there (a move has two Chambers: its button in the prompt).
int chamber_answer(const std::vector<Action>& actions, int chamber) {
  int found = -1;
  for (int i = 0; i < static_cast<int>(actions.size()); ++i) {
    const Action& a = actions[static_cast<std::size_t>(i)];
    const bool one_chamber = a.type == ActionType::PlaceCube || a.type == ActionType::RemoveCube ||
                             a.type == ActionType::ConspiratorAction ||
                             (a.type == ActionType::SenateAction && a.wonder == kNone);
    if (!one_chamber || a.card != chamber) continue;
    if (found >= 0) return -1;  // not one answer
    found = i;
  }
  return found;
}

}  // namespace

Rect App::decree_rect(const Layout& l, int chamber, int place, int count) const {
  const Rect r = l.chambers[static_cast<std::size_t>(std::clamp(chamber, 0, kChambers - 1))];
  const int n = std::max(count, 1);
  const int w = (r.w - l.px(4) - (n - 1) * l.px(2)) / n;
  return {r.x + l.px(2) + place * (w + l.px(2)), r.y + l.px(2), w, l.text.caption + l.px(4)};
}

void App::draw_token_back(Canvas& c, const Layout& l, const Rect& r) const {
  const int radius = std::max(2, std::min(r.w, r.h) / 2);
  c.circle(r.center_x(), r.center_y(), radius, {40, 70, 50, 255});
  c.ring(r.center_x(), r.center_y(), radius, std::max(1, l.px(1)), palette::kAccent);
}

Rect App::obscured_token_rect(const Layout& l, const Rect& strip) const {
  const int size = std::min(l.px(14), strip.h - l.px(2));
  return {strip.right() - size - l.px(2), strip.y + l.px(1), size, size};
}

std::vector<App::ConspiracyStrip> App::conspiracy_strips(Canvas& c, const Layout& l, Player p) const {
  std::vector<ConspiracyStrip> strips;
  if (!session_ || !view().agora.on || p > 1) return strips;
  const GameState& seen = view();
  const ConspiracyHand& hand = seen.agora.hands[p];
  if (hand.count == 0) return strips;
  // Under the purple and the Senators' columns (a narrower one cut the longer names).
  const Rect purple = l.city_group_rect(p, Color::Purple), senators = l.city_group_rect(p, Color::Senator);
  const Rect g{purple.x, senators.y, senators.right() - purple.x, senators.h};
  const int line_h = l.text.chain + l.px(2), pad = l.px(2), band = l.px(4), gap = l.px(2);
  int natural = 0;
  for (int i = 0; i < hand.count; ++i) {
    const ConspiracyId id = hand.ids[static_cast<std::size_t>(i)];
    std::string name = id != kNone ? conspiracy_title(session_->rules(), id) : "Conspiracy";
    ConspiracyStrip s;
    s.index = i;
    // A name too long for the column takes two lines ("Political / Maneuver").
    s.lines = c.wrap(name, g.w - 2 * pad, l.text.chain, FontWeight::Condensed);
    if (s.lines.size() > 2) s.lines = {name};
    const int h = static_cast<int>(s.lines.size()) * line_h + 2 * pad + (hand.prepared(i) ? band : 0);
    s.rect = Rect{g.x, 0, g.w, h};
    natural += h + gap;
    strips.push_back(std::move(s));
  }
  // At the column's foot, under the Senators; when they would take more than the column
  // less its head and one Senator's strip, they overlap evenly (each name's first line
  // stays in view).
  natural -= gap;
  const int room = std::max(g.h - (l.text.city_label + l.px(4)) - (l.text.city_symbol + l.px(6)), strips.back().rect.h);
  const int last = strips.back().rect.h;
  const double squeeze = natural > room ? double(room - last) / std::max(1, natural - last) : 1.0;
  const int total = std::min(natural, room);
  int offset = 0;
  for (ConspiracyStrip& s : strips) {
    s.rect.y = g.bottom() - total + static_cast<int>(offset * squeeze);
    offset += s.rect.h + gap;
  }
  return strips;
}

int App::agora_hand_height(Canvas& c, const Layout& l, Player p) const {
  const std::vector<ConspiracyStrip> strips = conspiracy_strips(c, l, p);
  return strips.empty() ? 0 : l.city_group_rect(p, Color::Senator).bottom() - strips.front().rect.y + l.px(2);
}

void App::render_senate(Canvas& c, const Layout& l) {
  const GameState& s = view();
  if (l.senate.empty() || !s.agora.on || !session_->rules().agora) return;
  const Rules& rules = session_->rules();
  const GameState& seen = view();
  const AgoraState& ag = seen.agora;
  c.rounded(l.senate, l.px(8), palette::kPanel);
  const Rect head{l.senate.x + l.px(8), l.senate.y + l.px(3), l.senate.w - l.px(16), l.text.caption + l.px(4)};
  c.text("Senate", head.x, head.y, l.text.caption, palette::kAccent, FontWeight::Bold);
  // While a cube is on its way, where it goes shows the count before it lands (and a
  // Chamber its controller before the change).
  const std::uint64_t now = clock_ms();
  const auto arriving = [&](Player p, int chamber) {
    return animation_.awaiting([&](const AnimationStep& st) {
      return st.kind == StepKind::Cube && st.player == p && st.to == chamber;
    }, now);
  };
  // The cubes left in each supply, in each player's colour.
  const std::string left = "cubes left";
  int x = head.right();
  for (Player p = 2; p-- > 0;) {
    x -= c.text(std::to_string(ag.supply[p] - arriving(p, -1)), x, head.y, l.text.caption, palette::kPlayer[p], FontWeight::Bold, Align::Right) +
         l.px(6);
  }
  c.text(left, x, head.y, l.text.caption, palette::kTextDim, FontWeight::Regular, Align::Right);
  hotspots_.push_back({Hotspot::SenateSupply, head, 0, 0});

  const bool answering = human_to_move() && !hide_prompt_ && choice_from(s) == ChoiceFrom::Spaces && decision_module(s) == Module::Agora;
  const std::vector<Action> actions = answering ? prompt_actions() : std::vector<Action>{};
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  for (int i = 0; i < kChambers; ++i) {
    const Rect r = l.chambers[static_cast<std::size_t>(i)];
    const Player owner = animation_.shown_controller(i, ag.controller[static_cast<std::size_t>(i)], now);
    c.rounded(r, l.px(5), owner < 2 ? palette::kPlayer[owner].darker(0.55) : palette::kPanelLight);
    // The Decrees: a back while face down, else the Decree's number on parchment.
    const int badge_h = l.text.caption + l.px(4);
    const int decrees = ag.decree_count[static_cast<std::size_t>(i)];
    for (int k = 0; k < decrees; ++k) {
      const Rect b = decree_rect(l, i, k, decrees);
      const DecreeId d = ag.decrees[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)];
      // Face down until its turning over (a step of the animation) has ended.
      if (ag.face_down_at(i, k) || d == kNone || animation_.hides(StepKind::DecreeFlip, d, clock_ms())) {
        c.rounded(b, l.px(3), kDecreeBack);
        c.fit_text("?", b, l.text.caption, l.text.caption, palette::kTextDim, FontWeight::Bold, Align::Center);
      } else {
        c.rounded(b, l.px(3), palette::kParchment);
        c.fit_text("D" + decree_number(rules, d), b, l.text.caption, std::min(l.text.caption, l.px(9)), palette::kInk,
                   FontWeight::Bold, Align::Center);
      }
    }
    // Each player's cubes: player 1's chip on the left, player 2's on the right.
    const int chip_y = r.y + l.px(4) + badge_h, chip_h = l.text.caption + l.px(8);
    for (Player p = 0; p < 2; ++p) {
      const int n = ag.cubes[p][static_cast<std::size_t>(i)] - arriving(p, i);
      const Rect chip{p == 0 ? r.x + l.px(2) : r.center_x() + l.px(1), chip_y, r.w / 2 - l.px(3), chip_h};
      if (n > 0) {
        c.rounded(chip, l.px(3), palette::kPlayer[p]);
        c.fit_text(std::to_string(n), chip, l.text.caption, l.text.caption, palette::kInk, FontWeight::Bold, Align::Center);
      } else {
        c.rounded_outline(chip, l.px(3), palette::kPlayer[p].with_alpha(90), 1);
      }
    }
    // Who controls it, said in words as well as by the colour.
    const Rect ctrl{r.x + l.px(2), chip_y + chip_h + l.px(2), r.w - l.px(4), r.bottom() - l.px(2) - (chip_y + chip_h + l.px(2))};
    c.fit_text(owner < 2 ? (owner == 0 ? "P1" : "P2") : std::to_string(i + 1), ctrl, l.text.caption,
               std::min(l.text.caption, l.px(9)), owner < 2 ? palette::kText : palette::kTextDim, FontWeight::Bold, Align::Center);
    const int answer = answering ? chamber_answer(actions, i) : -1;
    if (answer >= 0) {
      const bool hovered = hover && hover->kind == Hotspot::Choice && hover->rect == r;
      c.rounded_outline(r.inset(-l.px(1)), l.px(6), hovered ? palette::kAccent : palette::kHighlight, l.px(hovered ? 3 : 2));
      hotspots_.push_back({Hotspot::Choice, r, answer, i + 1});
    } else {
      hotspots_.push_back({Hotspot::SenateChamber, r, i, 0});
    }
  }
}

// A player's Conspiracies at the foot of their purple and Senators' columns: the owner's face up
// (parchment, the name), the other's as dark red backs until triggered; a prepared one
// shows the card tucked under it (a band of its colour) and a gold edge. At the start
// of their player's turn, those that may be triggered are outlined and answer a click.
void App::render_agora_hand(Canvas& c, const Layout& l, Player p) {
  const std::vector<ConspiracyStrip> strips = conspiracy_strips(c, l, p);
  if (strips.empty()) return;
  const Rules& rules = session_->rules();
  const GameState& s = view();
  const GameState& seen = view();
  const ConspiracyHand& hand = seen.agora.hands[p];
  const std::vector<Action> actions =
      human_to_move() && !hide_prompt_ && s.phase == Phase::TriggerConspiracy && s.to_move() == p ? prompt_actions()
                                                                                                  : std::vector<Action>{};
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  const int line_h = l.text.chain + l.px(2), pad = l.px(2), band = l.px(4);
  // While a step bringing something here plays, the hand shows what it held before it:
  // a kept Conspiracy not there yet, no card under one being prepared, one being
  // triggered still face down (a back for the other player).
  const std::uint64_t now = clock_ms();
  const auto awaits = [&](StepKind kind, int place) {
    return animation_.awaiting([&](const AnimationStep& st) {
      return st.kind == kind && st.player == p && st.token == place &&
             (kind != StepKind::CardFlight || st.destination == CardDestination::Conspiracy);
    }, now) > 0;
  };
  const int obscurantism = obscurantism_place(seen, p);
  const bool obscured_here = seen.agora.obscured_by == p && (seen.agora.obscured != kNone || seen.agora.obscured_from_box) &&
                             animation_.awaiting([&](const AnimationStep& st) {
                               return st.kind == StepKind::ObscuredToken && st.player == p;
                             }, now) == 0;
  for (const ConspiracyStrip& strip : strips) {
    const int i = strip.index;
    const Rect r = strip.rect;
    if (awaits(StepKind::Conspiracy, i)) continue;  // still on its way to the hand
    const ConspiracyId id = hand.ids[static_cast<std::size_t>(i)];
    const bool turning = awaits(StepKind::ConspiracyFlip, i);
    const bool known = id != kNone && !(turning && p != screen_viewer());
    const bool triggered = hand.is_triggered(i) && !turning;
    const bool prepared = hand.prepared(i) && !awaits(StepKind::CardFlight, i);
    const std::vector<std::string> lines = known || id == kNone ? strip.lines : std::vector<std::string>{"Conspiracy"};
    Rect face = r;
    if (prepared) {  // the tucked card shows under the Conspiracy's bottom edge
      const CardId under = hand.tucked[static_cast<std::size_t>(i)];
      c.rounded(Rect{r.x + l.px(4), r.bottom() - band - l.px(4), r.w - l.px(8), band + l.px(4)}, l.px(2),
                card_face_colour(rules, under));
      face.h -= band;
    }
    c.rounded(face, l.px(3), {20, 18, 16});
    c.rounded(face.inset(1), l.px(3), triggered ? palette::kPanelLight : known ? palette::kParchment : kConspiracyBack);
    if (prepared && !triggered) c.rounded_outline(face, l.px(3), palette::kGold, l.px(2));
    const Rgba ink = triggered ? palette::kTextDim : known ? palette::kInk : palette::kText;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      const Rect row{face.x + 1, face.y + pad + static_cast<int>(k) * line_h, face.w - 2, line_h};
      c.fit_name(lines[k], row, l.text.chain, std::min(l.text.chain, 9), ink, FontWeight::Condensed, Align::Center);
    }
    // The Progress token Obscurantism put out of the game lies face down on it.
    if (obscured_here && i == obscurantism) draw_token_back(c, l, obscured_token_rect(l, face));
    int answer = -1;
    for (std::size_t k = 0; k < actions.size() && known; ++k) {
      if (actions[k].type == ActionType::TriggerConspiracy && actions[k].card == id) answer = static_cast<int>(k);
    }
    if (answer >= 0) {
      const bool hovered = hover && hover->kind == Hotspot::Choice && hover->rect == face;
      c.rounded_outline(face.inset(-l.px(2)), l.px(4), hovered ? palette::kAccent : palette::kHighlight, l.px(hovered ? 3 : 2));
      hotspots_.push_back({Hotspot::Choice, face, answer, 0});
    } else {
      hotspots_.push_back({Hotspot::Conspiracy, face, p, i});
    }
  }
}

std::array<std::vector<std::string>, 2> App::conspiracy_titles() const {
  std::array<std::vector<std::string>, 2> titles;
  if (!session_ || !view().agora.on) return titles;
  const GameState& seen = view();
  for (Player p = 0; p < 2; ++p) {
    const ConspiracyHand& hand = seen.agora.hands[p];
    for (int i = 0; i < hand.count; ++i) {
      const ConspiracyId id = hand.ids[static_cast<std::size_t>(i)];
      std::string t = id == kNone ? "hidden" : conspiracy_title(session_->rules(), id);
      if (hand.is_triggered(i)) t += " (used)";
      else if (hand.prepared(i)) t += " (prepared)";
      titles[p].push_back(t);
    }
  }
  return titles;
}

bool App::agora_tooltip(const Hotspot& h, std::string& title, std::vector<std::string>& lines) const {
  if (!session_ || !session_->rules().agora || !view().agora.on) return false;
  const Rules& rules = session_->rules();
  const GameState& seen = view();
  const AgoraState& ag = seen.agora;
  int chamber = -1;
  if (h.kind == Hotspot::SenateChamber) chamber = h.a;
  if (h.kind == Hotspot::Choice) {  // a Chamber that answers the decision: b = Chamber + 1
    if (h.b <= 0) return false;
    chamber = h.b - 1;
  }
  if (chamber >= 0 && chamber < kChambers) {
    const std::size_t i = static_cast<std::size_t>(chamber);
    title = chamber_title(rules, chamber);
    const Player owner = ag.controller[i];
    lines.push_back(session_->names[0] + ": " + plural(ag.cubes[0][i], "cube") + ", " + session_->names[1] + ": " +
                    plural(ag.cubes[1][i], "cube"));
    lines.push_back(owner < 2 ? "Controlled by " + session_->names[owner] + " (more cubes than the opponent)"
                              : "Nobody controls it (no cubes, or as many each)");
    lines.push_back("Worth " + plural(rules.agora->chamber_points[i], "victory point") + " to who controls it at the end");
    for (int k = 0; k < ag.decree_count[i]; ++k) {
      const DecreeId d = ag.decrees[i][static_cast<std::size_t>(k)];
      lines.push_back(ag.face_down_at(chamber, k) || d == kNone
                          ? "A face-down Decree: turned face up as soon as a cube enters the Chamber"
                          : decree_line(rules, d));  // it says for whom it works
    }
    if (h.kind == Hotspot::Choice) lines.push_back("Click to choose this Chamber");
    return true;
  }
  if (h.kind == Hotspot::SenateSupply) {
    title = "Influence cubes left";
    lines.push_back(session_->names[0] + ": " + std::to_string(ag.supply[0]) + ", " + session_->names[1] + ": " +
                    std::to_string(ag.supply[1]));
    lines.push_back("With no cube left in the supply, placing a cube is skipped");
    return true;
  }
  if (h.kind == Hotspot::Conspiracy && h.a < 2) {
    const ConspiracyHand& hand = ag.hands[static_cast<std::size_t>(h.a)];
    if (h.b < 0 || h.b >= hand.count) return false;
    const ConspiracyId id = hand.ids[static_cast<std::size_t>(h.b)];
    const std::string state = hand.is_triggered(h.b) ? "triggered" : hand.prepared(h.b) ? "prepared" : "not prepared";
    if (id == kNone) {
      title = session_->names[static_cast<std::size_t>(h.a)] + "'s Conspiracy (" + state + ")";
      lines.push_back("Face down: only its owner knows it. A prepared one may be triggered at the start of a turn.");
      return true;
    }
    title = conspiracy_title(rules, id) + " (" + state + ")";
    lines = conspiracy_lines(rules, id);
    if (!hand.is_triggered(h.b)) {
      lines.push_back("");
      lines.push_back(hand.prepared(h.b) ? "Prepared: may be triggered at the start of a turn, before its action"
                                         : "Prepare it by tucking a structure card under it (click a card)");
    }
    return true;
  }
  return false;
}

}  // namespace duel::ui
