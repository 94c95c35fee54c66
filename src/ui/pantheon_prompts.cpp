// Pantheon's decisions on the game screen: the activation menu that opens on a space
// (the card menu's twin: each set of Offering tokens, its cost or the engine's reason),
// Zeus's click on a structure card, and the list of buttons for the decisions that
// choose from spaces, decks, the track or Wonders, labelled in the engine's words.
#include <algorithm>
#include <cctype>

#include "app.hpp"
#include "describe.hpp"
#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "palette.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {

// A prompt button's words: the engine's, but the Minerva pawn's space said as a place
// on the track ("3 spaces toward Player 2's capital").
std::string App::choice_label(const GameState& s, const Action& a) const {
  if (a.type == ActionType::PlaceMinerva) {
    const int capital = session_->rules().military.capital;
    const int pos = static_cast<int>(a.card) - capital;
    const std::string& toward = session_->names[pos < 0 ? 0 : 1];
    if (pos == 0) return "The centre of the track";
    if (pos == capital || pos == -capital) return toward + "'s capital";
    return plural(pos < 0 ? -pos : pos, "space") + " toward " + toward + "'s capital";
  }
  return action_to_string(s, a, s.to_move());
}

void App::open_activation_menu(int space) {
  if (!session_ || !session_->rules().pantheon) return;
  const GameState& s = session_->state();
  const PantheonState& ps = s.pantheon;
  if (space < 0 || space >= ps.space_count) return;
  const DivinityId d = ps.spaces[static_cast<std::size_t>(space)];
  if (!human_to_move() || s.phase != Phase::Play) return;
  if (!(ps.revealed >> space & 1) || d == kNone) {
    toast(s.age <= 1 ? "The Pantheon opens in Age II: Divinities are activated from then on"
                     : "Nothing to activate on this space",
          3500);
    sound_.play(Sound::Refusal);
    return;
  }
  const Player me = s.to_move();
  const std::uint8_t held = ps.players[me].offerings;
  const std::string& name = session_->rules().pantheon->name_of(d);
  action_entries_.clear();
  // Each set of the Offering tokens held, none first: its cost now, or why not.
  for (unsigned set = 0; set <= held; ++set) {
    if ((set & ~unsigned{held}) != 0) continue;
    ActionEntry e{{ActionType::Activate, d, static_cast<std::uint8_t>(set)}, "", "", false};
    e.reason = why_illegal(s, e.action);
    e.enabled = e.reason.empty();
    e.label = "Activate " + name;
    if (set != 0) e.label += " with " + offerings_text(session_->rules(), set).substr(4);  // past "the "
    if (e.enabled) {
      const int cost = s.play_cost(e.action);
      e.label += " — " + (cost == 0 ? std::string("free") : plural(cost, "coin"));
      if (cost > s.cities[me].coins) e.label += " (" + std::to_string(cost - s.cities[me].coins) + " from Astarte)";
    }
    action_entries_.push_back(e);
  }
  action_slot_ = -1;
  action_space_ = space;
  overlay_ = Overlay::ActionMenu;
}

bool App::click_structure_choice(int slot) {
  const GameState& s = session_->state();
  if (s.phase != Phase::DiscardStructureCard) return false;
  ActionList list;
  s.legal_actions(list);
  for (const Action& a : list) {
    if (a.card == slot) {
      play(a);
      return true;
    }
  }
  toast("That card cannot be chosen", 3000);
  sound_.play(Sound::Refusal);
  return true;
}

void App::click_city_answer(int id) {
  if (!session_ || !human_to_move()) return;
  const ChoiceFrom from = choice_from(session_->state());
  if (from != ChoiceFrom::OpponentCity && from != ChoiceFrom::Wonders) return;
  for (const Action& a : prompt_actions()) {
    if (a.card == id) {
      play(a);
      return;
    }
  }
}

// One button per legal action, in columns as the count needs; the label is the
// engine's own words for the move as the player to move may read them.
void App::render_choice_list(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions) {
  const GameState& s = session_->state();
  const int n = static_cast<int>(actions.size());
  if (s.phase == Phase::PlaceDivinity && session_->rules().pantheon) return render_placement(c, l, area, actions);
  const int row_h = l.px(30), gap = l.px(6);
  const int max_rows = std::max(1, (area.h + gap) / (row_h + gap));
  const int cols = std::max(1, (n + max_rows - 1) / max_rows);
  const int rows = (n + cols - 1) / cols;
  const int col_w = std::min(l.px(320), (area.w - (cols - 1) * gap) / cols);
  const int total_w = cols * col_w + (cols - 1) * gap;
  const int top = area.y + std::max(0, (area.h - rows * (row_h + gap)) / 2);
  for (int i = 0; i < n; ++i) {
    const int col = i / rows, row = i % rows;
    const Rect r{area.center_x() - total_w / 2 + col * (col_w + gap), top + row * (row_h + gap), col_w, row_h};
    std::string label = choice_label(s, actions[static_cast<std::size_t>(i)]);
    if (!label.empty()) label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
    button(c, l, r, label, Hotspot::Choice, i, true, false);
  }
}

// The Divinities drawn for a placement side by side, each with its effect and a button
// per empty space (with both players' costs there).
void App::render_placement(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions) {
  const Rules& rules = session_->rules();
  const PantheonRules& pr = *rules.pantheon;
  std::vector<DivinityId> drawn;
  for (const Action& a : actions) {
    if (std::find(drawn.begin(), drawn.end(), a.card) == drawn.end()) drawn.push_back(a.card);
  }
  const int cols = std::max<int>(1, static_cast<int>(drawn.size())), gap = l.px(16);
  const int col_w = (area.w - (cols - 1) * gap) / cols;
  for (int k = 0; k < cols; ++k) {
    const DivinityId d = drawn[static_cast<std::size_t>(k)];
    if (d >= pr.divinities.size()) continue;
    const Rect col{area.x + k * (col_w + gap), area.y, col_w, area.h};
    const Rect head{col.x, col.y, col.w, l.px(26)};
    c.rounded(head, l.px(6), mythology_colour(static_cast<int>(pr.divinities[d].mythology)));
    c.fit_text(pr.divinities[d].name + " · " + mythology_title(static_cast<int>(pr.divinities[d].mythology)), head.inset(l.px(4)),
               l.px(15), 9, palette::kText, FontWeight::Bold, Align::Center);
    std::string effect;
    for (const std::string& line : divinity_lines(rules, d)) effect += (effect.empty() ? "" : "; ") + line;
    c.fit_text(effect, Rect{col.x, head.bottom() + l.px(4), col.w, l.px(18)}, l.px(13), 8, palette::kTextDim,
               FontWeight::Regular, Align::Center);
    int y = head.bottom() + l.px(28);
    for (int i = 0; i < static_cast<int>(actions.size()); ++i) {
      const Action& a = actions[static_cast<std::size_t>(i)];
      if (a.card != d) continue;
      std::string label = "Space " + std::to_string(a.wonder + 1);
      if (a.wonder < pr.space_costs.size()) {
        label += " — costs " + std::to_string(pr.space_costs[a.wonder][0]) + " / " + std::to_string(pr.space_costs[a.wonder][1]);
      }
      button(c, l, Rect{col.x + col.w / 8, y, col.w * 3 / 4, l.px(28)}, label, Hotspot::Choice, i, true, false);
      y += l.px(33);
    }
  }
}

}  // namespace duel::ui
