// The animation queue: what a move did (the engine's events, the positions before and
// after) as steps of motion played one after the other, so each can be followed. Pure
// UI bookkeeping (no SDL, no clock of its own: every query takes the time); it never
// touches the game, and everything it shows is what the state after the move shows.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "duel/events.hpp"
#include "duel/state.hpp"

namespace duel::ui {

enum class AnimationSpeed { Off, Fast, Normal };
// Milliseconds one step lasts at `speed` (0 when Off).
int step_duration_ms(AnimationSpeed speed);
// "off", "fast", "normal"; false for anything else.
bool parse_animation_speed(const char* text, AnimationSpeed& speed);

enum class StepKind {
  CardFlight,     // a card from its structure slot (or the opponent's city) to a city, the discard pile or under a Wonder
  Coins,          // a treasury gains (+) or loses (-) coins
  Pawn,           // the Conflict pawn slides between track positions
  MilitaryToken,  // a Military token leaves the track; its side's treasury loses the coins
  ProgressToken,  // a Progress token moves from the board (or the box) to a city
  Flip,           // a face-down card of the structure turns over
  // Pantheon
  SlotToken,      // a Mythology or Offering token from a structure card to its taker's holdings
  Divinity,       // a Divinity from a deck to a space (placed), or from a space or a deck to its activator
  DivinityFlip,   // a face-down Divinity on a space turns over (Age II)
  Minerva,        // the Minerva pawn from its player to a track space (placed), or lifted off it (it stopped the pawn)
  WonderTaken,    // an unbuilt Wonder from the opponent's row to the taker's (Ra)
  // Agora
  Cube,           // an Influence cube from a supply or a Chamber to a Chamber or back to the supply
  Chamber,        // a Chamber changes hands (or is controlled by nobody any more)
  Conspiracy,     // a Conspiracy drawn into a hand (kept)
  ConspiracyFlip, // a prepared Conspiracy turns face up (triggered)
  DecreeFlip,     // a face-down Decree of a Chamber turns face up (a cube entered, or it is moved)
  ObscuredToken,  // a Progress token from the board, the opponent or the box, face down onto Obscurantism
  // Nothing moves: the computer's move holds the status line before its next one plays.
  Pause,
};

// Conspiracy: under a Conspiracy of the player's hand (prepared; `token` = its place).
enum class CardDestination { City, DiscardPile, Wonder, Conspiracy };

// Minerva: the pawn's place off the track (with its player before it is placed, gone after it stopped the pawn).
inline constexpr int kOffTrack = 100;

struct AnimationStep {
  StepKind kind = StepKind::Coins;
  Player player = kNone;  // whose city receives it / whose treasury changes
  // CardFlight, Flip: the card (its face as the state now shows it); Divinity,
  // DivinityFlip: the Divinity or kGate; Conspiracy, ConspiracyFlip: the Conspiracy;
  // DecreeFlip: the Decree. kNone where the viewer may not know it (drawn as its back).
  CardId card = kNone;
  // CardFlight, SlotToken: slot in the structure before the move; Flip: slot now;
  // DivinityFlip: the space; DecreeFlip: the Chamber; WonderTaken: its tile in the
  // opponent's row before the move.
  int slot = -1;
  CardDestination destination = CardDestination::City;
  WonderId wonder = kNone;  // CardFlight under a Wonder; WonderTaken: the Wonder
  // Pawn: positions; ProgressToken, ObscuredToken: board space (-1: the box, or the
  // opponent's city when `side` names it); Divinity: a space, or -1 (from: the
  // Mythology's deck; to: the player's holdings); Cube: a Chamber, or -1 (the player's
  // supply); Minerva: track positions, or kOffTrack; ObscuredToken `to`: Obscurantism's
  // place in the player's hand (-1: none).
  int from = 0, to = 0;
  // ProgressToken, ObscuredToken: TokenId (ObscuredToken -1: unknown to the viewer, drawn
  // as its back); MilitaryToken: zone index; SlotToken: the SlotToken; Divinity: its
  // Mythology (the back); Chamber: the Chamber; Conspiracy, ConspiracyFlip and a
  // CardFlight to a Conspiracy: its place in the hand; DecreeFlip: the Decree's place in
  // its Chamber.
  int token = -1;
  int coins = 0;            // Coins, MilitaryToken: treasury change (+ gained, - lost)
  // MilitaryToken: the side it lay on, when not the loser's (Neptune); CardFlight,
  // WonderTaken, ObscuredToken: the city it leaves (kNone: not a city).
  Player side = kNone;
  int duration_ms = 0;
  bool operator==(const AnimationStep&) const = default;
};

// The steps that show one applied move: `before` and `after` are the states around it,
// `events` what the engine reported for it (in its order). None at speed Off. `viewer`:
// the player who will watch them (kNone: a spectator); what that player may not know
// (another's face-down Divinity or kept Conspiracy) moves as its back (card kNone).
std::vector<AnimationStep> steps_for_move(const GameState& before, const GameState& after, const EventLog& events,
                                          AnimationSpeed speed, Player viewer = kNone);

// Obscurantism's place in `p`'s hand (the Conspiracy that puts a Progress token out of
// the game), -1 if none: where the obscured token lies.
int obscurantism_place(const GameState& s, Player p);

// Ease-in-out of t in [0, 1].
double ease_in_out(double t);

class AnimationQueue {
 public:
  // Replaces what was queued; the first step starts at `now`. `before`: the state the
  // steps start from (the structure slots cards leave are placed by its layout).
  void start(std::vector<AnimationStep> steps, const GameState& before, std::uint64_t now);
  void skip() { steps_.clear(); }  // to the end of all steps
  // The steps start again from the first at `now` (they were hidden: the hot-seat curtain).
  void restart(std::uint64_t now) { start_ = now; }
  bool running(std::uint64_t now) const { return current(now) < static_cast<int>(steps_.size()); }
  // Index of the step playing at `now` (steps().size() once all ended).
  int current(std::uint64_t now) const;
  // How far the current step is, 0..1.
  double progress(std::uint64_t now) const;
  std::uint64_t started_at() const { return start_; }
  std::uint64_t end_time() const;
  // When step i starts (end_time() for i == steps().size()).
  std::uint64_t step_start(int i) const;
  const std::vector<AnimationStep>& steps() const { return steps_; }
  const GameState& before() const { return before_; }

  // What the scene shows while steps remain: the treasury before the changes still to
  // come, and whether an element arriving with a step not ended yet stays hidden.
  int shown_coins(Player p, int coins_now, std::uint64_t now) const;
  bool hides(StepKind kind, int id, std::uint64_t now) const;  // id: card, token or slot
  bool moves_pawn(std::uint64_t now) const;
  // The steps not ended yet that `match` holds for: each destination draws the state
  // before them (a cube, a Divinity, a token or a Wonder not there yet; the animation
  // draws it, waiting at its origin or on its way).
  int awaiting(const std::function<bool(const AnimationStep&)>& match, std::uint64_t now) const;
  // Who a Chamber shows as its controller: the one before the Chamber steps still to end.
  Player shown_controller(int chamber, Player now_controller, std::uint64_t now) const;

 private:
  std::vector<AnimationStep> steps_;
  GameState before_{};
  std::uint64_t start_ = 0;
};

}  // namespace duel::ui
