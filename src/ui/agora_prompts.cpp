// Agora's decisions on the game screen: preparing a Conspiracy from the card menu (one
// line per unprepared Conspiracy), the structure decisions answered by clicking a card
// (Property Fraud's top row, Turn of Events' accessible cards, with its "no second
// card" button), and the words of the trigger step. The Chambers answer on the Senate
// (agora_view.cpp); the rest is the prompt's list of buttons in the engine's words.
#include <algorithm>

#include "agora_words.hpp"
#include "app.hpp"
#include "duel/notation.hpp"
#include "palette.hpp"

namespace duel::ui {

void App::add_conspiracy_entries(int slot) {
  const GameState& s = session_->state();
  if (!s.agora.on) return;
  const Player me = s.to_move();
  const GameState& seen = view();
  const ConspiracyHand& hand = seen.agora.hands[me];
  for (int i = 0; i < hand.count; ++i) {
    if (hand.prepared(i) || hand.is_triggered(i) || hand.ids[static_cast<std::size_t>(i)] == kNone) continue;
    const ConspiracyId id = hand.ids[static_cast<std::size_t>(i)];
    ActionEntry e{{ActionType::PrepareConspiracy, s.slots[static_cast<std::size_t>(slot)], id}, "", "", false};
    e.reason = why_illegal(s, e.action);
    e.enabled = e.reason.empty();
    e.label = "Prepare " + conspiracy_title(session_->rules(), id) + " (tuck it, hidden)";
    action_entries_.push_back(e);
  }
}

bool App::click_structure_choice(int slot) {
  const GameState& s = session_->state();
  if (s.phase == Phase::Play) return false;
  ActionList list;
  s.legal_actions(list);
  // Zeus names the slot; Agora's decisions name the card lying there.
  const CardId card = slot >= 0 && slot < s.slot_count() && (s.present >> slot & 1U) ? s.slots[static_cast<std::size_t>(slot)] : kNone;
  for (const Action& a : list) {
    const bool match = s.phase == Phase::DiscardStructureCard ? a.card == slot : card != kNone && a.card == card;
    if (match) {
      play(a);
      return true;
    }
  }
  toast("That card cannot be chosen", 3000);
  sound_.play(Sound::Refusal);
  return true;
}

// A structure decision whose choices include no card (Turn of Events' second card): its
// button in a corner of the structure area that no card covers (the top bar says what
// to click).
void App::render_structure_decision(Canvas& c, const Layout& l) {
  const GameState& s = session_->state();
  if (!human_to_move() || s.phase == Phase::Play || choice_from(s) != ChoiceFrom::Structure) return;
  ActionList list;
  s.legal_actions(list);
  bool skip = false;
  for (const Action& a : list) skip = skip || a.card == kNone;
  if (!skip) return;
  const int w = l.px(150), h = l.px(30), m = l.px(8);
  const Rect& area = l.structure;
  for (const Rect r : {Rect{area.right() - w - m, area.bottom() - h - m, w, h}, Rect{area.right() - w - m, area.y + m, w, h},
                       Rect{area.x + m, area.bottom() - h - m, w, h}}) {
    bool free = true;
    for (const Rect& slot : l.slots) free = free && !slot.intersects(r);
    if (!free) continue;
    button(c, l, r, "No other card", Hotspot::SkipChoice, 0, true, true);
    return;
  }
  button(c, l, Rect{area.right() - w - m, area.bottom() - h - m, w, h}, "No other card", Hotspot::SkipChoice, 0, true, true);
}

void App::skip_structure_choice() {
  if (!session_ || !human_to_move()) return;
  ActionList list;
  session_->state().legal_actions(list);
  for (const Action& a : list) {
    if (a.card == kNone) {
      play(a);
      return;
    }
  }
}

// Triggering and conspiring: each Conspiracy named is drawn as a card with what it
// does, its buttons under it ("Trigger Blackmail"; "Keep Coup, the other under the
// deck"), and the choices that name none ("Not now") in a row at the foot.
void App::render_conspiracy_choice(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions) {
  const Rules& rules = session_->rules();
  const GameState& s = view();
  std::vector<ConspiracyId> named;
  for (const Action& a : actions) {
    if (a.card != kNone && std::find(named.begin(), named.end(), a.card) == named.end()) named.push_back(a.card);
  }
  const int cols = std::max<int>(1, static_cast<int>(named.size())), gap = l.px(14);
  const int row_h = l.px(28), row_gap = l.px(5);
  const int col_w = std::min(l.px(260), (area.w - (cols - 1) * gap) / cols);
  const int left = area.center_x() - (cols * col_w + (cols - 1) * gap) / 2;
  int none = 0;  // the choices that name no Conspiracy
  for (const Action& a : actions) none += a.card == kNone;
  int most = 0;  // the most buttons under one card
  for (ConspiracyId id : named) {
    int n = 0;
    for (const Action& a : actions) n += a.card == id;
    most = std::max(most, n);
  }
  const int foot = none > 0 ? row_h + l.px(8) : 0;
  const int card_h = std::max(l.px(60), area.h - foot - most * (row_h + row_gap) - l.px(6));
  int below = area.y;  // under the cards and their buttons
  for (int k = 0; k < static_cast<int>(named.size()); ++k) {
    const ConspiracyId id = named[static_cast<std::size_t>(k)];
    const Rect card{left + k * (col_w + gap), area.y, col_w, std::min(card_h, l.px(150))};
    c.rounded(card, l.px(8), {20, 18, 16});
    c.rounded(card.inset(l.px(2)), l.px(7), palette::kParchment);
    c.fit_text(conspiracy_title(rules, id), Rect{card.x + l.px(8), card.y + l.px(6), card.w - l.px(16), l.px(22)}, l.px(16), 9,
               palette::kInk, FontWeight::Bold, Align::Center);
    int y = card.y + l.px(32);
    for (const std::string& line : conspiracy_lines(rules, id)) {
      if (y >= card.bottom() - l.px(12)) break;
      y = c.paragraph(line, card.x + l.px(10), y, card.w - l.px(20), std::max(9, l.px(12)), palette::kInk) + l.px(3);
    }
    int by = card.bottom() + l.px(6);
    for (int i = 0; i < static_cast<int>(actions.size()); ++i) {
      if (actions[static_cast<std::size_t>(i)].card != id) continue;
      // Under its card a button need not name the Conspiracy again.
      const Action& a = actions[static_cast<std::size_t>(i)];
      const std::string label = a.type != ActionType::KeepConspiracy ? choice_label(s, a)
                                : a.wonder == 2                     ? "Keep both"
                                : a.wonder == 0                     ? "Keep it, the other on top"
                                                                    : "Keep it, the other at the bottom";
      button(c, l, Rect{card.x, by, card.w, row_h}, label, Hotspot::Choice, i, true, false);
      by += row_h + row_gap;
    }
    below = std::max(below, by);
  }
  int x = area.center_x() - (none * l.px(220) + (none - 1) * gap) / 2;
  const int y = std::min(area.bottom() - row_h, below + l.px(8));
  for (int i = 0; i < static_cast<int>(actions.size()); ++i) {
    if (actions[static_cast<std::size_t>(i)].card != kNone) continue;
    button(c, l, Rect{x, y, l.px(220), row_h}, choice_label(s, actions[static_cast<std::size_t>(i)]),
           Hotspot::Choice, i, true, false);
    x += l.px(220) + gap;
  }
}

// The trigger step says plainly what it asks.
DecisionPrompt App::agora_prompt_words(const GameState& s, DecisionPrompt words) const {
  if (s.phase == Phase::TriggerConspiracy && !s.pending.empty() && s.pending.top().detail == 0) {
    words.title = "Trigger a Conspiracy first?";
    words.subtitle = "A prepared Conspiracy may be triggered before this turn's action, or skipped.";
  }
  return words;
}

}  // namespace duel::ui
