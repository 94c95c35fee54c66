// Agora's decisions on the game screen: preparing a Conspiracy from the card menu (one
// line per unprepared Conspiracy), the structure decisions answered by clicking a card
// (Property Fraud's top row, Turn of Events' accessible cards, with its "no second
// card" button), and the words of the trigger step. The Chambers answer on the Senate
// (agora_view.cpp); the rest is the prompt's list of buttons in the engine's words.
#include "agora_words.hpp"
#include "app.hpp"
#include "duel/notation.hpp"
#include "palette.hpp"

namespace duel::ui {

void App::add_conspiracy_entries(int slot) {
  const GameState& s = session_->state();
  if (!s.agora.on) return;
  const Player me = s.to_move();
  const GameState seen = viewed_state();
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

// A structure decision other than the turn's: a bar under the structure says what to
// click, with a button for the choice that is no card (Turn of Events' second card).
void App::render_structure_decision(Canvas& c, const Layout& l) {
  const GameState& s = session_->state();
  if (!human_to_move() || s.phase == Phase::Play || choice_from(s) != ChoiceFrom::Structure) return;
  const DecisionPrompt words = decision_kind(s.phase).prompt(s);
  const Rect bar{l.prompt.x, l.prompt.bottom() - l.px(34), l.prompt.w, l.px(34)};
  panel(c, l, bar, "");
  ActionList list;
  s.legal_actions(list);
  bool skip = false;
  for (const Action& a : list) skip = skip || a.card == kNone;
  const int button_w = skip ? l.px(170) : 0;
  c.fit_text(session_->names[s.to_move()] + ": " + words.title + " — click a card", 
             Rect{bar.x + l.px(10), bar.y, bar.w - button_w - l.px(24), bar.h}, l.px(14), 9, palette::kText, FontWeight::Bold,
             Align::Center);
  if (skip) {
    button(c, l, Rect{bar.right() - button_w - l.px(6), bar.y + l.px(4), button_w, l.px(26)}, "No other card",
           Hotspot::SkipChoice, 0, true, true);
  }
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

// The trigger step says plainly what it asks.
DecisionPrompt App::agora_prompt_words(const GameState& s, DecisionPrompt words) const {
  if (s.phase == Phase::TriggerConspiracy && !s.pending.empty() && s.pending.top().detail == 0) {
    words.title = "Trigger a Conspiracy first?";
    words.subtitle = "A prepared Conspiracy may be triggered before this turn's action, or skipped.";
  }
  return words;
}

}  // namespace duel::ui
