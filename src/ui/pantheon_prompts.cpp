// Pantheon's decisions on the game screen: the activation menu that opens on a space
// (the card menu's twin: each set of Offering tokens, its cost or the engine's reason),
// Zeus's click on a structure card, and the list of buttons for the decisions that
// choose from spaces, decks, the track or Wonders, labelled in the engine's words.
#include <algorithm>
#include <cctype>

#include "app.hpp"
#include "card_art.hpp"
#include "describe.hpp"
#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "palette.hpp"
#include "agora_words.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {

// A prompt button's words: the engine's, but Agora's said in full (agora_words.hpp),
// the Minerva pawn's space said as a place on the track ("3 spaces toward Player 2's
// capital"), Isis's pairs shortened and Enki's tokens named where the Gate offers it.
std::string App::choice_label(const GameState& s, const Action& a) const {
  if (std::string agora = agora_choice_label(s, a); !agora.empty()) return agora;  // Agora's, said in full
  if (std::string neptune = neptune_choice_label(session_->rules(), session_->names, a); !neptune.empty()) return neptune;
  if (a.type == ActionType::PlaceMinerva) {
    const int capital = session_->rules().military.capital;
    const int pos = static_cast<int>(a.card) - capital;
    const std::string& toward = session_->names[pos < 0 ? 0 : 1];
    if (pos == 0) return "The centre of the track";
    if (pos == capital || pos == -capital) return toward + "'s capital";
    return plural(pos < 0 ? -pos : pos, "space") + " toward " + toward + "'s capital";
  }
  if (a.type == ActionType::WonderFromDiscard) {  // Isis: many pairs, so short ones
    const Rules& rules = session_->rules();
    return (a.wonder < rules.wonders.size() ? rules.wonders[a.wonder].name : std::string("?")) + " with " +
           (a.card < rules.cards.size() ? rules.cards[a.card].name : std::string("?"));
  }
  std::string words = action_to_string(s, a, s.to_move());
  if (a.type == ActionType::ChooseDivinity) {  // Enki revealed by the Gate or the Divine Theater (rulings 28)
    if (const std::string tokens = divinity_tokens_text(s, a.card); !tokens.empty()) words += " (" + tokens + ")";
  }
  return words;
}

void App::open_activation_menu(int space) {
  if (!session_ || !session_->rules().pantheon) return;
  const GameState& s = session_->state();
  const PantheonState& ps = s.pantheon;
  if (space < 0 || space >= ps.space_count) return;
  const DivinityId d = ps.spaces[static_cast<std::size_t>(space)];
  if (human_to_move() && s.phase == Phase::PlaceDivinity) return open_placement_menu(space);
  if (!human_to_move() || s.phase != Phase::Play) return;
  if (!(ps.revealed >> space & 1) || d == kNone) {
    overlay_ = Overlay::None;  // another space's menu closes: it may cover the cards
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
  // Each set of the Offering tokens held, none first: its cost now, or why not. The
  // menu's title names the Divinity and its space; the lines say the tokens and price.
  const std::vector<std::uint8_t>& values = session_->rules().pantheon->offering_tokens;
  const auto spent = [&](unsigned set) {
    int sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) sum += (set >> i & 1U) ? values[i] : 0;
    return sum;
  };
  int best_coins = 0, best_spent = 0;
  bool found = false;
  action_default_ = 0;
  for (unsigned set = 0; set <= held; ++set) {
    if ((set & ~unsigned{held}) != 0) continue;
    ActionEntry e{{ActionType::Activate, d, static_cast<std::uint8_t>(set)}, "", "", false};
    e.reason = why_illegal(s, e.action);
    e.enabled = e.reason.empty();
    e.label = set == 0 ? "Activate " + name : "Activate with " + offerings_text(session_->rules(), set).substr(4);  // past "the "
    const ActivationPrice price = activation_price(s, me, d, static_cast<std::uint8_t>(set));
    if (e.enabled) e.label += " \u2014 " + activation_price_text(price);
    // The default (C, highlighted) is the cheapest way: the fewest coins, then the least
    // token value spent for them (a token worth more than needed is kept).
    if (e.enabled && (!found || price.coins < best_coins || (price.coins == best_coins && spent(set) < best_spent))) {
      found = true;
      action_default_ = action_entries_.size();
      best_coins = price.coins;
      best_spent = spent(set);
    }
    action_entries_.push_back(e);
  }
  action_slot_ = -1;
  action_space_ = space;
  overlay_ = Overlay::ActionMenu;
}

// A placement answered on the board: an empty space's menu offers each Divinity drawn.
void App::open_placement_menu(int space) {
  action_entries_.clear();
  action_default_ = 0;
  for (const Action& a : prompt_actions()) {
    if (a.type != ActionType::PlaceDivinity || a.wonder != space) continue;
    action_entries_.push_back({a, "Place " + session_->rules().pantheon->name_of(a.card) + " here, face down", "", true});
  }
  if (action_entries_.empty()) {
    toast("A Divinity goes on an empty space", 3000);
    sound_.play(Sound::Refusal);
    return;
  }
  action_slot_ = -1;
  action_space_ = space;
  overlay_ = Overlay::ActionMenu;
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
  const GameState& s = view();
  const int n = static_cast<int>(actions.size());
  if (s.phase == Phase::PlaceDivinity && session_->rules().pantheon) return render_placement(c, l, area, actions);
  if (s.phase == Phase::WonderFromDiscard) return render_isis(c, l, area, actions);
  if (s.phase == Phase::TriggerConspiracy || s.phase == Phase::KeepConspiracy) return render_conspiracy_choice(c, l, area, actions);
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
    const Action& a = actions[static_cast<std::size_t>(i)];
    std::string label = choice_label(s, a);
    if (!label.empty()) label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
    button(c, l, r, label, Hotspot::Choice, i, true, false);
    // Enki offered by the Gate or the Divine Theater: its two tokens face up beside its
    // button (rulings 28: the chooser sees them), as the viewer's state has them.
    if (a.type != ActionType::ChooseDivinity) continue;
    const std::vector<TokenId> tokens = divinity_tokens(s, a.card);
    for (std::size_t k = 0; k < tokens.size(); ++k) {
      draw_progress_token(c, session_->rules(), tokens[k],
                          Rect{r.right() + l.px(6) + static_cast<int>(k) * (row_h + l.px(3)), r.y, row_h, row_h});
    }
  }
}

// Isis in two steps: one of the player's Wonders (skipped when only one can be built),
// then the discard pile's cards to tuck under it, drawn as cards.
void App::render_isis(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions) {
  const Rules& rules = session_->rules();
  std::vector<int> wonders;
  for (const Action& a : actions) {
    if (std::find(wonders.begin(), wonders.end(), a.wonder) == wonders.end()) wonders.push_back(a.wonder);
  }
  if (wonders.size() == 1) isis_wonder_ = wonders.front();
  if (std::find(wonders.begin(), wonders.end(), isis_wonder_) == wonders.end()) {
    c.fit_text("First the Wonder to build:", Rect{area.x, area.y, area.w, l.px(20)}, l.px(14), 8, palette::kText,
               FontWeight::Regular, Align::Center);
    const int n = static_cast<int>(wonders.size()), gap = l.px(16);
    const int w = std::min(l.px(200), (area.w - (n - 1) * gap) / std::max(1, n));
    for (int i = 0; i < n; ++i) {
      const Rect r{area.center_x() - (n * w + (n - 1) * gap) / 2 + i * (w + gap), area.y + l.px(40), w, l.px(74)};
      draw_wonder_tile(c, rules, static_cast<WonderId>(wonders[static_cast<std::size_t>(i)]), r, WonderStatus::Unbuilt);
      c.rounded_outline(r.inset(-l.px(2)), l.px(7), palette::kHighlight, l.px(2));
      hotspots_.push_back({Hotspot::PickFirst, r, wonders[static_cast<std::size_t>(i)], 0});
    }
    return;
  }
  c.fit_text("Then the card to tuck under " + rules.wonders[static_cast<std::size_t>(isis_wonder_)].name + ":",
             Rect{area.x, area.y - l.px(6), area.w, l.px(18)}, l.px(14), 8, palette::kText, FontWeight::Regular, Align::Center);
  if (wonders.size() > 1) {
    button(c, l, Rect{area.x, area.bottom() + l.px(8), l.px(150), l.px(28)}, "Another Wonder", Hotspot::PickFirst, kNone);
  }
  std::vector<int> shown;  // indices into actions
  for (int i = 0; i < static_cast<int>(actions.size()); ++i) {
    if (actions[static_cast<std::size_t>(i)].wonder == isis_wonder_) shown.push_back(i);
  }
  const int n = static_cast<int>(shown.size()), gap = l.px(6);
  const Rect grid{area.x, area.y + l.px(16), area.w, area.h - l.px(16)};
  int per_row = 1, cw = 0;
  for (per_row = 6; per_row < n; ++per_row) {  // the largest cards that fit
    cw = std::min(l.px(90), (grid.w - (per_row - 1) * gap) / per_row);
    const int rows = (n + per_row - 1) / per_row;
    if (rows * (cw * 14 / 10 + gap) <= grid.h) break;
  }
  cw = std::min(l.px(90), (grid.w - (per_row - 1) * gap) / per_row);
  const int ch = cw * 14 / 10;
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  for (int k = 0; k < n; ++k) {
    const int row = k / per_row, col = k % per_row;
    const int in_row = std::min(per_row, n - row * per_row);
    const Rect r{grid.center_x() - (in_row * cw + (in_row - 1) * gap) / 2 + col * (cw + gap), grid.y + row * (ch + gap), cw, ch};
    const int i = shown[static_cast<std::size_t>(k)];
    draw_card_face(c, rules, actions[static_cast<std::size_t>(i)].card, r);
    const bool hovered = hover && hover->kind == Hotspot::Choice && hover->a == i;
    c.rounded_outline(r.inset(-l.px(1)), l.px(6), hovered ? palette::kAccent : palette::kHighlight, hovered ? l.px(3) : 1);
    hotspots_.push_back({Hotspot::Choice, r, i, 0});
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
    // The effect whole: on two lines when one is too short for it (Astarte's "... 1 VP each
    // at the end" was cut, issue 32 item 10), if the column has room for the buttons too.
    const int buttons = static_cast<int>(std::count_if(actions.begin(), actions.end(), [&](const Action& a) { return a.card == d; }));
    std::vector<std::string> lines = c.wrap(effect, col.w, l.px(13));
    const int line_h = l.px(16);
    if (lines.size() > 2 || l.px(28) + line_h + buttons * l.px(33) > col.h - head.h) lines = {effect};
    for (std::size_t n = 0; n < lines.size(); ++n) {
      c.fit_text(lines[n], Rect{col.x, head.bottom() + l.px(4) + static_cast<int>(n) * line_h, col.w, l.px(18)}, l.px(13), 8,
                 palette::kTextDim, FontWeight::Regular, Align::Center);
    }
    int y = head.bottom() + l.px(28) + static_cast<int>(lines.size() - 1) * line_h;
    for (int i = 0; i < static_cast<int>(actions.size()); ++i) {
      const Action& a = actions[static_cast<std::size_t>(i)];
      if (a.card != d) continue;
      // Whose cost is whose: "Space 1 — you pay 3, Player 2 pays 8", never "3 / 8".
      const std::string label = placement_space_text(rules, session_->names, a.wonder, session_->state().to_move(), d);
      button(c, l, Rect{col.x + col.w / 8, y, col.w * 3 / 4, l.px(28)}, label, Hotspot::Choice, i, true, false);
      y += l.px(33);
    }
  }
}

}  // namespace duel::ui
