// The game in words for the player: effects, costs, payments and events (no SDL).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "duel/action.hpp"
#include "duel/describe.hpp"
#include "duel/events.hpp"
#include "duel/payment.hpp"
#include "duel/rules.hpp"

namespace duel::ui {

using PlayerNames = std::array<std::string, 2>;

std::string plural(int n, const std::string& word);  // "1 coin", "3 coins"
std::string color_title(Color c);        // "Brown"
std::string science_title(int symbol);   // "Globe"
std::string chain_title(const Rules& rules, std::uint8_t chain);  // "Horseshoe"

// One line per effect primitive, e.g. "Produces 2 wood", "1 shield", "3 victory points".
std::vector<std::string> effect_lines(const Rules& rules, const Effects& e);
std::string cost_text(const Cost& cost);  // "2 coins + stone, wood" or "free"

// Full text of a card for the enlarged view.
std::vector<std::string> card_lines(const Rules& rules, CardId card);
std::vector<std::string> wonder_lines(const Rules& rules, WonderId wonder);

// The breakdown of what a player would pay now.
std::vector<std::string> payment_lines(const Payment& p, int coins_available);

// "Player 2 loses" / "You lose": the subject with its verb (given in the third person).
std::string subject_verb(const std::string& who, const std::string& verb);

// A move as a person would say it: "Player 2 builds The Great Lighthouse using Wood
// Reserve (4 coins)", "You discard Baths for 3 coins", "Player 1 will start Age II".
// `events` (those the move produced) supply what was paid or gained; `age` is the Age
// the move leads into (for who starts it). With an empty `who`, the imperative for a
// hint: "build Stable".
std::string move_sentence(const Rules& rules, const Action& a, const std::string& who, const PlayerNames& names,
                          const EventLog* events = nullptr, int age = 0);

// A Military token on the track, as a player would name it: "the Military token of spaces
// 3–5 on Player 1's side"; and its hover's lines (what it does, and for whom).
std::string military_token_title(const Rules& rules, const PlayerNames& names, Player side, int zone);
std::vector<std::string> military_token_lines(const Rules& rules, const PlayerNames& names, Player side, int zone);
// A Neptune choice (remove or apply a Military token) in words for its button, as the
// player to move reads it under the prompt's "remove / apply a Military token": "Spaces
// 3–5 on Player 1's side", applied "...: place one of your cubes in any Chamber"; "" for
// another action.
std::string neptune_choice_label(const Rules& rules, const PlayerNames& names, const Action& a);

// Whether the event only repeats the move itself (the log shows the move's sentence).
bool event_repeats_move(const Event& e, const Action& a);

// A message for the event, or empty when it needs none (the move log covers it).
std::string event_message(const Rules& rules, const Event& e, const PlayerNames& names);

}  // namespace duel::ui
