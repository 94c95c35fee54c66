// The centre of the game screen: top bar, military track, Progress tokens on the
// board, the Age's card structure (or the Wonder selection) and the move log.
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app.hpp"
#include "duel/decks.hpp"
#include "duel/notation.hpp"
#include "card_art.hpp"
#include "icons.hpp"
#include "module_glyphs.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

const char* kAgeNames[4] = {"", "Age I", "Age II", "Age III"};
const char* kButtonLabels[kButtonCount] = {"Menu", "Undo", "Save", "Load", "Discards", "Hint", "Help"};

std::string possessive(const std::string& name) { return name == "You" ? "Your" : name + "'s"; }

// Agora's Military token: a cube in the colour of the player it acts for (who moves the
// pawn into it), "+" placing one, "−" removing the opponent's, "⇄" a move after.
void render_cube_token(Canvas& c, const Layout& l, const Rect& tok, const Rules& rules, Player side, int zone) {
  c.rounded(tok, l.px(4), {236, 222, 190});
  c.rounded_outline(tok, l.px(4), {90, 30, 24}, 1);
  if (zone < 0 || static_cast<std::size_t>(zone) >= rules.military.zones.size()) return;
  std::string sign;
  Player whose = opponent(side);
  for (const AgoraEffect& e : rules.military.zones[static_cast<std::size_t>(zone)].agora) {
    const AgoraLook& look = agora_look(e.kind);  // module_glyphs.cpp
    sign += look.cube_sign;
    if (look.removes_opponent_cube) whose = side;  // the cube removed is the token's side's
  }
  const int cube = tok.h - l.px(5);
  const Rect box{tok.x + l.px(3), tok.y + (tok.h - cube) / 2, cube, cube};
  c.rounded(box, l.px(2), palette::kPlayer[whose]);
  c.rounded_outline(box, l.px(2), {30, 20, 16}, 1);
  c.fit_text(sign, Rect{box.right() + l.px(1), tok.y, tok.right() - box.right() - l.px(2), tok.h}, l.px(12), 6, {150, 30, 20},
             FontWeight::Bold, Align::Center);
}

// The back a face-down structure card shows, from what the observation keeps of it (its
// own back's bit, rulings 26), never from the card's id: 'S' a Senator, else the own back
// of the Age's added pool (a Guild, Pantheon's Grand Temples).
char shown_back(const Rules& rules, const GameState& seen, int slot) {
  if (seen.senator_backs >> slot & 1U) return 'S';
  if (!(seen.guild_backs >> slot & 1U) || seen.age < 1) return 0;
  const std::vector<DeckDraw>& composition = age_composition(rules, seen.age);
  for (std::size_t j = 1; j < composition.size(); ++j) {
    for (std::size_t c = 0; c < rules.cards.size(); ++c) {
      const CardDef& card = rules.cards[c];
      if (card.pool == composition[j].pool && !card.is_senator()) return own_back_of(rules, static_cast<CardId>(c));
    }
  }
  return 'G';
}

}  // namespace

void App::render_game(Canvas& c, const Layout& l) {
  const GameState& s = view();
  c.fill(l.frame, palette::kTable);
  render_top_bar(c, l);
  render_track(c, l);
  render_pantheon(c, l);
  render_senate(c, l);
  render_board_tokens(c, l);
  if (s.phase == Phase::WonderSelection) {
    render_selection(c, l);
  } else {
    render_structure(c, l);
  }
  render_city(c, l, 0);
  render_city(c, l, 1);
  render_log(c, l);
  if (show_expansion_regions_) render_expansion_regions(c, l);
  // The computer is thinking: a pulsing badge in a right-hand corner of the structure's
  // area where no card can lie (the status bar says it too: with no free corner, as in
  // the Wonder selection, the badge is left out rather than drawn over cards).
  std::optional<Rect> badge;
  if (s.phase != Phase::WonderSelection) {
    for (const int y : {l.structure.y + l.px(4), l.structure.bottom() - l.px(34)}) {
      const Rect r{l.structure.right() - l.px(230), y, l.px(222), l.px(30)};
      if (std::none_of(l.slots.begin(), l.slots.end(), [&](const Rect& slot) { return slot.intersects(r); })) {
        badge = r;
        break;
      }
    }
  }
  if (badge && worker_.busy() && !worker_.busy_with_hint() && !s.is_terminal()) {
    const int dots = static_cast<int>((SDL_GetTicks64() / 400) % 4);
    c.rounded(*badge, l.px(15), {20, 24, 30, 230});
    c.rounded_outline(*badge, l.px(15), palette::kPlayer[session_->ai_seat < 2 ? session_->ai_seat : 1], l.px(2));
    c.fit_text("Computer is thinking" + std::string(static_cast<std::size_t>(dots), '.'),
               Rect{badge->x + l.px(16), badge->y, badge->w - l.px(20), badge->h}, l.px(14), l.text.caption, palette::kText,
               FontWeight::Bold);
  }
  if (s.is_terminal()) {
    if (!show_board_at_end_) render_score(c, l);
  } else if (!prompt_actions().empty()) {
    render_prompt(c, l);
  } else {
    render_structure_decision(c, l);
  }
}

void App::render_top_bar(Canvas& c, const Layout& l) {
  const GameState& s = view();
  c.vgradient(l.top_bar, palette::kPanelLight, palette::kPanel);
  std::string status;
  const Player p = s.to_move();
  const std::string& who = session_->names[p];
  if (s.is_terminal()) {
    status = show_board_at_end_ ? "Game over · B: back to the score sheet" : "Game over";
  } else if (choice_from(s) == ChoiceFrom::WonderOffer) {
    status = "Wonder selection · " + who + (who == "You" ? " pick" : " picks");
  } else {
    // Age 0: a decision inside the Wonder selection (Curia Julia's conspire).
    status = std::string(s.age == 0 ? "Wonder selection" : kAgeNames[std::clamp<int>(s.age, 0, 3)]) + " · " + who + " to play";
    if (choice_from(s) != ChoiceFrom::Structure) status += " · " + std::string(decision_kind(s.phase).status);
    // A structure decision other than the turn's says what to click (the outlined cards).
    if (choice_from(s) == ChoiceFrom::Structure && s.phase != Phase::Play)
      status += " · " + decision_kind(s.phase).prompt(s).title + " (click an outlined card)";
  }
  if (highlight_ && !s.is_terminal()) {
    // Keep the computer's last move (or the hint) in view until the next move.
    status += " · " + (highlight_is_hint_ ? "Hint: " + move_sentence(session_->rules(), *highlight_, "", session_->names,
                                                                       nullptr, s.age)
                                          : "Last move: " + move_sentence(session_->rules(), *highlight_, "Computer",
                                                                          session_->names, nullptr, s.age));
  }
  // While the steps of the computer's last move play, the line names that move (its next
  // one waits for them), not the thinking.
  if (worker_.busy() && !worker_.busy_with_hint() && !animating()) {
    const int dots = static_cast<int>((SDL_GetTicks64() / 400) % 4);
    status = "Computer is thinking" + std::string(static_cast<std::size_t>(dots), '.');
  }
  const int size = l.px(15);
  if (p < 2 && !s.is_terminal()) {
    c.circle(l.status.x + l.px(8), l.status.center_y(), l.px(6), palette::kPlayer[p]);
  }
  Rect text_area{l.status.x + l.px(20), l.status.y, l.status.w - l.px(20), l.status.h};
  if (autosave_watch_.failing()) {
    // Stays in view while autosaving fails (the message about it is shown once).
    const Rect badge{text_area.right() - l.px(150), text_area.y + l.px(4), l.px(150), text_area.h - l.px(8)};
    c.rounded(badge, l.px(6), palette::kDanger.darker(0.45));
    c.fit_text("Game not being saved", Rect{badge.x + l.px(6), badge.y, badge.w - l.px(12), badge.h}, l.px(12), 8,
               palette::kText, FontWeight::Bold, Align::Center);
    text_area.w -= badge.w + l.px(8);
  }
  c.fit_text(status, text_area, size, l.text.caption, palette::kText, FontWeight::Bold);
  status_text_ = status;
  for (int i = 0; i < kButtonCount; ++i) {
    const bool enabled = static_cast<Button>(i) != Button::Hint || human_to_move();
    button(c, l, l.buttons[i], kButtonLabels[i], Hotspot::TopButton, i, enabled);
  }
}

void App::render_track(Canvas& c, const Layout& l) {
  const GameState& s = view();
  const MilitaryTrack& track = session_->rules().military;
  c.rounded(l.track, l.px(8), palette::kPanel);
  c.text("◀ " + possessive(session_->names[0]) + " capital", l.track.x + l.px(8), l.track.bottom() - l.px(15), l.text.caption,
         palette::kPlayer[0], FontWeight::Bold);
  c.text(possessive(session_->names[1]) + " capital ▶", l.track.right() - l.px(8), l.track.bottom() - l.px(15), l.text.caption,
         palette::kPlayer[1], FontWeight::Bold, Align::Right);
  for (int i = 0; i < 19; ++i) {
    const int pos = i - 9, dist = std::abs(pos);
    const Rect r = l.track_spaces[i];
    const int zone = track.zone_at(dist);
    Rgba col = dist == 0 ? Rgba{120, 110, 90} : (zone % 2 == 0 ? Rgba{150, 60, 50} : Rgba{120, 44, 38});
    if (dist >= track.capital) col = Rgba{70, 30, 26};
    c.fill(r.inset(1), col);
    if (zone >= 0 && dist < track.capital && track.zones[zone].victory_points > 0 && dist == track.zones[zone].from) {
      c.text(std::to_string(track.zones[zone].victory_points), r.center_x(), r.y + l.px(1), l.text.caption,
             {255, 230, 200}, FontWeight::Bold, Align::Center);
    }
    if (dist >= track.capital) c.fit_text("♜", r, l.px(16), 6, {230, 200, 170}, FontWeight::Regular, Align::Center);
  }
  // Military tokens above the zones still holding them: the base game's coins, or
  // Agora's cubes (no coins); hovering one says what it does.
  for (int side = 0; side < 2; ++side) {
    for (std::size_t z = 0; z < track.zones.size(); ++z) {
      if (!s.military_token_present(static_cast<Player>(side), static_cast<int>(z))) continue;
      const Rect tok = military_token_rect(l, static_cast<Player>(side), static_cast<int>(z));
      if (track.zones[z].token_coins > 0) {
        render_military_token(c, l, tok, track.zones[z].token_coins);
      } else {
        render_cube_token(c, l, tok, session_->rules(), static_cast<Player>(side), static_cast<int>(z));
      }
      hotspots_.push_back({Hotspot::MilitaryToken, tok, side, static_cast<int>(z)});
    }
  }
  // The Conflict pawn (the animation draws it while it slides).
  if (!animation_.moves_pawn(clock_ms())) render_pawn(c, l, l.track_spaces[std::clamp(9 + s.conflict_pawn, 0, 18)]);
  const std::string where = s.conflict_pawn == 0 ? "Conflict pawn: centre"
                            : "Conflict pawn: " + std::to_string(std::abs(s.conflict_pawn)) + " towards " +
                                  session_->names[s.conflict_pawn > 0 ? 1 : 0];
  c.text(where, l.track.center_x(), l.track.bottom() - l.px(15), l.text.caption, palette::kTextDim, FontWeight::Regular,
         Align::Center);
}

void App::render_military_token(Canvas& c, const Layout& l, const Rect& tok, int coins) {
  c.rounded(tok, l.px(4), {236, 222, 190});
  c.rounded_outline(tok, l.px(4), {90, 30, 24}, 1);
  draw_coin(c, Rect{tok.x + l.px(2), tok.y + l.px(1), l.px(14), l.px(14)}, -1, true);
  c.fit_text("-" + std::to_string(coins), Rect{tok.x + l.px(17), tok.y, tok.w - l.px(19), tok.h}, l.px(12), 6,
             {150, 30, 20}, FontWeight::Bold, Align::Center);
}

void App::render_pawn(Canvas& c, const Layout& l, const Rect& sp) {
  const int cx = sp.center_x(), cy = sp.center_y();
  const int rad = std::min(sp.w, sp.h) / 2 + l.px(2);
  c.polygon({{float(cx), float(cy - rad)}, {float(cx + rad), float(cy)}, {float(cx), float(cy + rad)}, {float(cx - rad), float(cy)}},
            {30, 20, 16});
  c.polygon({{float(cx), float(cy - rad + 3)}, {float(cx + rad - 3), float(cy)}, {float(cx), float(cy + rad - 3)}, {float(cx - rad + 3), float(cy)}},
            {235, 70, 50});
}

void App::render_board_tokens(Canvas& c, const Layout& l) {
  const GameState& s = view();
  c.text("Progress", l.token_row.x + l.px(8), l.token_row.y + l.px(4), l.px(12), palette::kTextDim, FontWeight::Bold);
  c.text("tokens", l.token_row.x + l.px(8), l.token_row.y + l.px(19), l.px(12), palette::kTextDim, FontWeight::Bold);
  for (int i = 0; i < std::min<int>(s.board_token_count, static_cast<int>(l.board_tokens.size())); ++i) {
    const TokenId t = s.board_tokens[i];
    const Rect r = l.board_tokens[i];
    if (t == kNone) {
      c.ring(r.center_x(), r.center_y(), r.w / 2, 1, {255, 255, 255, 50});
      continue;
    }
    draw_progress_token(c, session_->rules(), t, r);
    const int label_w = std::min(l.px(104), l.board_tokens.size() > 1 ? l.board_tokens[1].x - l.board_tokens[0].x - l.px(2)
                                                                       : l.px(104));
    const Rect label{r.center_x() - label_w / 2, r.bottom() + l.px(1), label_w, l.px(15)};
    c.fit_name(session_->rules().progress_tokens[t].name, label, l.text.city_label, l.text.city_label, palette::kText, FontWeight::Regular,
               Align::Center);
    hotspots_.push_back({Hotspot::BoardToken, Rect{label.x, r.y, label.w, label.bottom() - r.y}, t, 0});
  }
}

void App::render_structure(Canvas& c, const Layout& l) {
  const GameState& s = view();
  const bool my_turn = human_to_move() && choice_from(s) == ChoiceFrom::Structure;
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  // A decision other than the turn's (Zeus, Property Fraud, Turn of Events): the cards
  // the engine offers, covered or not; Zeus names slots, Agora's the cards lying there.
  // The offer is the mover's own (the rules' legal moves of the true state); the mover is
  // the one at the screen while it is drawn.
  const bool offered_only = s.phase != Phase::Play;
  const GameState& truth = session_->state();
  ActionList offered;
  if (offered_only) truth.legal_actions(offered);
  const auto offered_slot = [&](int slot) {
    const CardId card = truth.slots[static_cast<std::size_t>(slot)];
    return std::any_of(offered.begin(), offered.end(), [&](const Action& a) {
      return s.phase == Phase::DiscardStructureCard ? a.card == slot : card != kNone && a.card == card;
    });
  };
  // The Age's name in a free corner of the structure area.
  const int left = std::popcount(s.present);
  for (const Rect label : {Rect{l.structure.x + l.px(8), l.structure.y, l.px(96), l.px(40)},
                           Rect{l.structure.x + l.px(8), l.structure.bottom() - l.px(40), l.px(96), l.px(40)}}) {
    bool free = true;
    for (const Rect& r : l.slots) free = free && !r.intersects(label);
    if (!free) continue;
    c.fit_text(kAgeNames[std::clamp<int>(s.age, 0, 3)], Rect{label.x, label.y, label.w, l.px(22)}, l.px(16), 8,
               palette::age_back(s.age).lighter(0.3), FontWeight::Bold);
    c.text(std::to_string(left) + (left == 1 ? " card left" : " cards left"), label.x, label.y + l.px(22), l.text.caption,
           palette::kTextDim);
    break;
  }
  // The card the computer just took, faded where it was, with what it did: drawn first,
  // so the cards it uncovered lie on top of it and stay readable.
  if (highlight_ && highlight_slot_ >= 0 && highlight_slot_ < static_cast<int>(l.slots.size()) &&
      !((s.present >> highlight_slot_) & 1U)) {
    const Rect r = l.slots[static_cast<std::size_t>(highlight_slot_)];
    draw_card_face(c, session_->rules(), highlight_->card, r, 110, CardFaceText{l.text.card_name, l.text.card_cost, l.card_name_lines});
    c.rounded_outline(r, l.px(6), palette::kAccent, l.px(3));
    const char* what = highlight_->type == ActionType::Construct ? "constructed"
                       : highlight_->type == ActionType::Discard ? "discarded"
                                                                 : "for a Wonder";
    const Rect label{r.x + l.px(4), r.bottom() - l.px(24), r.w - l.px(8), l.px(20)};
    c.rounded(label, l.px(5), {20, 20, 20, 220});
    c.fit_text(what, label, l.px(12), l.text.caption, palette::kAccent, FontWeight::Bold, Align::Center);
  }
  for (int i = 0; i < static_cast<int>(l.slots.size()) && i < s.slot_count(); ++i) {
    const Rect r = l.slots[static_cast<std::size_t>(i)];
    if (!((s.present >> i) & 1U)) continue;
    if (animation_.hides(StepKind::Flip, i, clock_ms())) continue;  // drawn turning over
    const bool face_up = (s.face_up >> i) & 1U;
    if (face_up && s.slots[i] != kNone) {
      draw_card_face(c, session_->rules(), s.slots[i], r, 255, CardFaceText{l.text.card_name, l.text.card_cost, l.card_name_lines});
    } else {
      draw_card_back(c, s.age, r, shown_back(session_->rules(), s, i));
    }
    render_slot_token(c, l, i, r);
    const bool accessible = offered_only ? offered_slot(i) : s.slot_accessible(i);
    if (!accessible && face_up) c.rounded(r, l.px(6), {0, 0, 0, 70});
    if (accessible && my_turn) {
      // What can be taken: a thick outline and a tab on its bottom edge (not colour
      // alone), where no card lies: above it, it would hide the name of a covered card.
      const bool hovered = hover && hover->kind == Hotspot::Slot && hover->a == i;
      c.rounded_outline(r.inset(-l.px(3)), l.px(8), hovered ? palette::kAccent : palette::kHighlight, l.px(4));
      const Rect tab{r.center_x() - l.px(22), r.bottom() - l.px(8), l.px(44), l.px(16)};
      c.rounded(tab, l.px(8), hovered ? palette::kAccent : palette::kHighlight);
      c.fit_text("take", tab, l.text.caption, l.text.caption, {20, 24, 30, 255}, FontWeight::Bold, Align::Center);
    }
    if (i == highlight_slot_) c.rounded_outline(r.inset(-l.px(3)), l.px(7), palette::kGood, l.px(4));
    hotspots_.push_back({Hotspot::Slot, r, i, 0});
  }
}

void App::render_selection(Canvas& c, const Layout& l) {
  const GameState& s = view();
  const int per_round = std::max<int>(1, session_->rules().constants.wonders_per_selection_round);
  const int round = std::min(s.selection_step / per_round, 1);
  const Player p = s.to_move();
  c.fit_text("Wonder selection, round " + std::to_string(round + 1) + " of 2",
             Rect{l.structure.x, l.structure.y + l.px(6), l.structure.w, l.px(26)}, l.px(20), 10, palette::kText,
             FontWeight::Bold, Align::Center);
  const std::string ask = human_to_move() ? session_->names[p] + ": pick a Wonder (click it)"
                                          : session_->names[p] + " is picking…";
  c.fit_text(ask, Rect{l.structure.x, l.structure.y + l.px(34), l.structure.w, l.px(22)}, l.px(15), 9,
             palette::kPlayer[p], FontWeight::Bold, Align::Center);
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  for (int i = 0; i < per_round && i < 4; ++i) {
    const int pos = round * per_round + i;
    if (pos >= s.wonder_order_count) break;
    const WonderId w = s.wonder_order[pos];
    const Rect r = l.offer[i];
    if (w == kNone) {
      draw_card_back(c, 1, r);
      continue;
    }
    const bool picked = (s.wonders_picked >> pos) & 1U;
    draw_wonder_tile(c, session_->rules(), w, r, WonderStatus::Offered, 0,
                     CardFaceText{l.text.wonder_name, l.text.wonder_cost, 2});
    if (picked) {
      int owner = -1;
      for (int q = 0; q < 2; ++q) {
        for (WonderId x : s.cities[q].wonders) {
          if (x == w) owner = q;
        }
      }
      c.rounded(r, l.px(10), {10, 10, 10, 215});
      c.fit_text(owner >= 0 ? "taken by " + session_->names[owner] : "taken", r, l.px(15), 8,
                 owner >= 0 ? palette::kPlayer[owner] : palette::kText, FontWeight::Bold, Align::Center);
    } else {
      const bool hovered = hover && hover->kind == Hotspot::OfferWonder && hover->a == w;
      if (human_to_move()) {
        c.rounded_outline(r.inset(-l.px(3)), l.px(10), hovered ? palette::kAccent : palette::kHighlight,
                          hovered ? l.px(4) : l.px(2));
      }
      hotspots_.push_back({Hotspot::OfferWonder, r, w, 0});
    }
  }
  c.fit_text("Round 1: first player picks 1, the other 2, the first the last. Round 2: the other way round.",
             Rect{l.structure.x, l.offer[0].bottom() + l.px(16), l.structure.w, l.px(18)}, l.px(12), 8,
             palette::kTextDim, FontWeight::Regular, Align::Center);
}

void App::render_log(Canvas& c, const Layout& l) {
  c.rounded(l.log, l.px(8), palette::kPanel);
  c.text("Moves · seed " + std::to_string(session_->record().seed) +
             (session_->record().options.first_game_wonders ? " · first-game Wonders" : ""),
         l.log.x + l.px(10), l.log.y + l.px(4), l.px(12), palette::kTextDim, FontWeight::Bold);
  const auto& log = session_->log();
  const int line_h = l.px(15);
  const int first_y = l.log.y + l.px(20);
  const int rows = std::max(1, (l.log.bottom() - l.px(4) - first_y) / line_h);
  // The wheel over the log scrolls back (log_scroll_ lines up from the newest).
  const int newest = static_cast<int>(log.size());
  log_scroll_ = std::clamp(log_scroll_, 0, std::max(0, newest - rows));
  const int end = newest - log_scroll_;
  const int start = std::max(0, end - rows);
  if (log_scroll_ > 0) {
    c.text("▲ scrolled back · wheel down for the newest", l.log.right() - l.px(10), l.log.y + l.px(4), l.text.log,
           palette::kAccent, FontWeight::Regular, Align::Right);
  }
  // The newest entries that fill the rows, each a whole sentence: a long one goes on
  // two lines or more (the later ones indented) rather than being cut.
  const int width = l.log.w - l.px(20);
  const int indent = l.px(16);
  std::vector<std::pair<std::size_t, std::vector<std::string>>> shown;  // from the newest up
  int used = 0;
  for (int i = end - 1; i >= start && used < rows; --i) {
    const LogLine& line = log[static_cast<std::size_t>(i)];
    const std::string text = line.is_event ? line.text : std::to_string(line.move + 1) + ". " + line.text;
    std::vector<std::string> lines = c.wrap(text, width - indent, l.text.log);
    if (lines.empty()) lines.push_back("");
    if (used + static_cast<int>(lines.size()) > rows && !shown.empty()) break;
    used += static_cast<int>(lines.size());
    shown.emplace_back(static_cast<std::size_t>(i), std::move(lines));
  }
  int y = first_y;
  for (auto it = shown.rbegin(); it != shown.rend(); ++it) {
    const LogLine& line = log[it->first];
    const Rgba col = line.is_event ? palette::kTextDim : line.player < 2 ? palette::kPlayer[line.player] : palette::kText;
    for (std::size_t k = 0; k < it->second.size() && y + line_h <= l.log.bottom(); ++k) {
      const int x = l.log.x + l.px(10) + (line.is_event || k > 0 ? indent : 0);
      c.fit_text(it->second[k], Rect{x, y, l.log.right() - l.px(10) - x, line_h}, l.text.log, l.text.log, col);
      y += line_h;
    }
  }
  if (log.empty()) {
    c.text("No moves yet.", l.log.x + l.px(10), first_y, l.px(12), palette::kTextDim);
  }
}

}  // namespace duel::ui
