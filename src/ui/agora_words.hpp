// Agora in words for the desktop game: the Chambers, the Decrees, the Conspiracies
// (the data gives them no text: it is said here from their effects) and the log's
// sentences for Agora's events. No SDL: the tests read them.
#pragma once

#include <string>
#include <vector>

#include "describe.hpp"
#include "duel/rules.hpp"
#include "duel/state.hpp"

namespace duel::ui {

// "Chamber 3 (middle)": the Senate's Chambers counted 1 to 6 as on the board.
std::string chamber_title(const Rules& rules, int chamber);
// "7" for Decree 7 (its name less "Decree "), "?" out of range.
std::string decree_number(const Rules& rules, DecreeId d);
// "Decree 7: Your green cards ignore one resource or their coin cost (for the player who
// controls its Chamber)": its name and the engine's description (describe_item).
std::string decree_line(const Rules& rules, DecreeId d);
std::string conspiracy_title(const Rules& rules, ConspiracyId id);  // "Blackmail"; "a Conspiracy" when unknown
// What a Conspiracy does when triggered, a line per effect.
std::vector<std::string> conspiracy_lines(const Rules& rules, ConspiracyId id);
// "Politician" or "Conspirator" for a Senator's card, "" for any other card.
std::string senator_word(const Rules& rules, CardId card);
// A prompt button's words for an Agora decision's action, said in full ("Place a cube
// in Chamber 3 (middle)", "Keep Coup, the other under the deck"), as the player to move
// may read them; "" for an action that is not Agora's (the engine's words then).
std::string agora_choice_label(const GameState& s, const Action& a);
// What the Senate says in the move log, or "" for an event that is not Agora's.
std::string agora_event_message(const Rules& rules, const Event& e, const PlayerNames& names);

}  // namespace duel::ui
