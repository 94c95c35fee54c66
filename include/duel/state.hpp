// The game state of 7 Wonders Duel as a copyable value (fixed-size arrays, small
// integers) and its transition function: legal actions, apply, terminal and result.
// Rules implemented in state*.cpp: Wonder selection, turns (construct, discard,
// Wonder), reveals, replays, the 7-Wonder limit, military, science, Progress tokens,
// Age transitions and the end of the game.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "duel/action.hpp"
#include "duel/agora_state.hpp"
#include "duel/card_set.hpp"
#include "duel/events.hpp"
#include "duel/knowledge.hpp"
#include "duel/pantheon_state.hpp"
#include "duel/rules.hpp"
#include "duel/setup.hpp"

namespace duel {

enum class Phase : std::uint8_t {
  WonderSelection,       // pick one of the offered Wonders
  Play,                  // take an accessible card: construct, discard or Wonder
  ChooseProgress,        // after a science pair (board) or the Great Library (drawn)
  DiscardOpponentCard,   // Statue of Zeus / Circus Maximus
  ConstructFromDiscard,  // the Mausoleum
  ChooseFirstPlayer,     // who starts the next Age
  // The modules' decision kinds, in their lists' order (duel/pantheon_decisions.hpp,
  // duel/agora_decisions.hpp say what each one asks); their entries are in the modules'
  // folders (src/engine/pantheon/, src/engine/agora/).
#define DUEL_PHASE_OF_KIND(phase, action) phase,
  DUEL_PANTHEON_DECISIONS(DUEL_SKIP_ROW, DUEL_PHASE_OF_KIND, DUEL_SKIP_ROW)
  DUEL_AGORA_DECISIONS(DUEL_SKIP_ROW, DUEL_PHASE_OF_KIND, DUEL_SKIP_ROW)
#undef DUEL_PHASE_OF_KIND
  GameOver,
};

// Why a decision was asked: the rule, card, Wonder or Progress token behind it.
enum class SourceKind : std::uint8_t { Rule, Card, Wonder, Token, Divinity, Conspiracy, MilitaryToken };
enum class RuleId : std::uint8_t { Turn, WonderSelection, SciencePair, NextAge, Unknown, MythologyToken, Senator };
struct DecisionSource {
  SourceKind kind = SourceKind::Rule;
  std::uint8_t id = static_cast<std::uint8_t>(RuleId::Unknown);  // a RuleId, CardId, WonderId, TokenId or DivinityId
  bool operator==(const DecisionSource&) const = default;
};

// One decision waiting: who decides, which kind (what is chosen from where: the kind's
// table entry in decisions.hpp), why, a detail byte and how many picks remain.
struct DecisionFrame {
  Phase kind = Phase::Play;
  Player player = 0;
  DecisionSource source{};
  // DiscardOpponentCard: the Color; ChooseProgress: kNone = from the board, else the
  // number of tokens the Great Library draws from the box
  std::uint8_t detail = kNone;
  std::uint8_t picks_left = 1;  // "choose 2" decisions stay until their last pick
  bool operator==(const DecisionFrame&) const = default;
};

// The waiting decisions, last in first out, with a checked capacity. The deepest the
// stack can get: one action's effects push at most one science pair choice and one
// other decision (the loader allows at most one of discard an opponent's card,
// construct from the discard pile and draw from the box per card, Wonder or token).
// Resolving a decision pops it and pushes at most the same again, so only science
// pairs grow the stack, and each symbol pairs once per player. An expansion that adds
// decisions must restate this bound (docs/engine.md, "Decisions and turn steps").
// Pantheon adds at most: the Divine Theater's order below the Divinity it activates; that
// Divinity's decisions (Neptune's two); one Divinity placement per card a turn uncovers
// (two at most, taken after the action's decisions are resolved).
struct DecisionStack {
  // Agora adds at most 8: a Conspiracy's three decisions (Political Maneuver), and each of
  // the 4 Military tokens' two (a cube's move can take Decree 9's shield and the pawn).
  static constexpr int kCapacity = 1 + kScienceCount + 4 + 8;
  std::array<DecisionFrame, kCapacity> frames{};
  std::uint8_t count = 0;

  bool empty() const { return count == 0; }
  int size() const { return count; }
  // False (and nothing pushed) when full: the caller must not go on silently.
  bool push(const DecisionFrame& f) {
    if (count >= kCapacity) return false;
    frames[count++] = f;
    return true;
  }
  void pop() { if (count > 0) --count; }
  void clear() { count = 0; }
  DecisionFrame& top() { return frames[count - 1]; }
  const DecisionFrame& top() const { return frames[count - 1]; }
  const DecisionFrame& operator[](int i) const { return frames[static_cast<std::size_t>(i)]; }
  // Only the frames in use count: a popped frame's stale bytes change nothing.
  bool operator==(const DecisionStack& o) const {
    return count == o.count && std::equal(frames.begin(), frames.begin() + count, o.frames.begin());
  }
};

enum class VictoryType : std::uint8_t { None, Military, Science, Civilian, Shared, Political };
inline constexpr int kVictoryTypeCount = static_cast<int>(VictoryType::Political) + 1;

// One player's city with the totals the rules need kept up to date.
struct City {
  CardSet cards;
  std::int32_t coins = 0;  // wide enough for any coins the loader allows over a game
  ResourceCounts production{};        // fixed production from all sources
  ResourceCounts trade_production{};  // from brown and grey cards: sets the opponent's prices
  std::array<std::uint8_t, 8> one_of{};  // "one of" producers (Resource bitmasks)
  std::uint8_t one_of_count = 0;
  ResourceCounts fixed_price{};       // 0 = none, else the fixed trading price
  std::array<std::uint8_t, kColorCount> color_count{};
  std::uint32_t chains = 0;           // chain symbols given (bitmask)
  std::array<std::uint8_t, kScienceCount> science{};
  std::uint8_t science_pairs = 0;     // symbols whose pair was already counted (bitmask)
  // Wonders owned, in the order taken: [0, wonder_count) are used, kNone where one went
  // back to the box; the tucked card of each, kNone while unbuilt.
  std::array<WonderId, kMaxCityWonders> wonders = none_filled<kMaxCityWonders>();
  std::array<CardId, kMaxCityWonders> wonder_cards = none_filled<kMaxCityWonders>();
  std::uint8_t wonder_count = 0;
  std::uint16_t progress = 0;         // Progress tokens owned (bitmask of TokenId)
  std::uint8_t shields_bonus = 0;     // Strategy: extra shields on...
  std::uint8_t shields_bonus_colors = 0;  // ...cards of these colours
  std::uint8_t wonder_discount = 0;   // Architecture
  std::uint8_t color_discount = 0;    // Masonry: units waived on...
  std::uint8_t color_discount_colors = 0;  // ...cards of these colours
  std::uint8_t chain_bonus_coins = 0; // Urbanism
  bool receives_trade_coins = false;  // Economy
  bool wonders_play_again = false;    // Theology

  bool wonder_built(int i) const { return wonder_cards[i] != kNone; }
  // Inline (forced: LTO otherwise calls it) and without a loop: legal action generation
  // asks it for every Play state. A space counts when it holds a Wonder (not kNone) with
  // a card tucked (not kNone): the eight spaces are read as one word each, a byte's high
  // bit set where it is not kNone.
  [[gnu::always_inline]] int wonders_built() const {
    // One bit at the top of each counted byte: the multiplication sums the bytes.
    return static_cast<int>((spaces(true) >> 7) * 0x0101010101010101ULL >> 56);
  }
  // Bit i set when space i holds a Wonder not built yet (for pricing them all at once).
  [[gnu::always_inline]] std::uint32_t unbuilt_wonders() const {
    std::uint64_t bytes = spaces(false) >> 7;  // bit 0 of each byte
    return static_cast<std::uint32_t>((bytes * 0x0102040810204080ULL) >> 56);  // gathers bit 0 of byte i to bit i
  }
  // The spaces in use ([0, wonder_count)) holding a Wonder (not kNone) whose card is
  // tucked (built) or not: the high bit of each such byte.
  [[gnu::always_inline]] std::uint64_t spaces(bool built) const {
    static_assert(kMaxCityWonders == 8, "one byte per space in a 64-bit word");
    std::uint64_t held = 0, tucked = 0;
    std::memcpy(&held, wonders.data(), sizeof held);
    std::memcpy(&tucked, wonder_cards.data(), sizeof tucked);
    const auto not_none = [](std::uint64_t bytes) {
      const std::uint64_t x = ~bytes;  // 0 in the bytes that were kNone
      return (((x & 0x7F7F7F7F7F7F7F7FULL) + 0x7F7F7F7F7F7F7F7FULL) | x) & 0x8080808080808080ULL;
    };
    const std::uint64_t used = wonder_count >= 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * wonder_count)) - 1;
    const std::uint64_t with_card = not_none(tucked);
    return not_none(held) & (built ? with_card : ~with_card) & used & 0x8080808080808080ULL;
  }
  bool operator==(const City&) const = default;
};

class GameState {
 public:
  GameState() = default;
  GameState(const Rules& rules, const Setup& setup);

  const Rules& rules() const { return *rules_; }

  // --- The OpenSpiel-like interface -------------------------------------------------
  // Appends the legal actions in increasing key order; empty only when terminal.
  void legal_actions(ActionList& out) const;
  bool is_legal(const Action& a) const;
  // For an action of the Play phase: the coins it costs now, or -1 when not legal.
  int play_cost(const Action& a) const;
  // Applies a legal action (checked: an illegal action returns false, state unchanged).
  bool apply(const Action& a, EventLog* events = nullptr);
  bool is_terminal() const { return phase == Phase::GameOver; }
  Player to_move() const { return current; }

  // --- Queries used by the UI, the AI and the tests ---------------------------------
  bool slot_accessible(int slot) const { return accessible >> slot & 1; }
  std::uint32_t accessible_slots() const { return accessible; }
  // Takes a card out of the structure and updates which slots are accessible.
  void remove_from_structure(int slot);
  void refresh_accessible();
  int slot_count() const { return slot_count_; }
  // The slot among `among` (a mask: present or accessible slots) that holds `card`, or -1.
  // Every move asks it (twice), and a search that stops at the card mispredicts its exit:
  // the 32 slots are compared at once where SSE2 is available.
  int slot_of(CardId card, std::uint32_t among) const {
#if defined(__SSE2__)
    static_assert(kMaxSlots == 32 && sizeof(CardId) == 1, "two 16-byte compares");
    const __m128i wanted = _mm_set1_epi8(static_cast<char>(card));
    const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(slots.data()));
    const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i*>(slots.data() + 16));
    const std::uint32_t holding = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, wanted))) |
                                  static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(high, wanted))) << 16;
    const std::uint32_t found = holding & among;
    return found != 0 ? std::countr_zero(found) : -1;
#else
    for (std::uint32_t bits = among; bits != 0; bits &= bits - 1) {
      const int i = std::countr_zero(bits);
      if (slots[static_cast<std::size_t>(i)] == card) return i;
    }
    return -1;
#endif
  }
  int trade_price(Player p, Resource r) const;
  // Coins `p` can spend: the treasury, then Pantheon's coins on Astarte.
  int spendable(Player p) const { return cities[p].coins + pantheon.players[p].astarte_coins; }
  [[gnu::always_inline]] int wonders_built_total() const { return cities[0].wonders_built() + cities[1].wonders_built(); }
  bool token_on_board(TokenId t) const;
  bool military_token_present(Player side, int zone) const;

  bool operator==(const GameState& o) const = default;

  // --- The state itself (public for the AI, tests and serialisation; change it only
  // through apply, or knowingly in tests and determinization) ------------------------
  const Rules* rules_ = nullptr;
  Phase phase = Phase::WonderSelection;
  Player current = 0;            // who decides now
  std::uint8_t age = 0;          // 0 during the Wonder selection, then 1..3
  Player last_card_player = 0;   // who took the last card (the Age's last card chooses)
  bool replay = false;           // the player to move takes another turn

  // Wonder selection
  std::array<WonderId, kMaxWonders> wonder_order{};  // kNone where unknown (observation)
  std::uint8_t wonder_order_count = 0;
  std::uint8_t selection_step = 0;   // Wonders picked so far
  std::uint16_t wonders_picked = 0;  // bitmask of positions in wonder_order

  // The current Age's structure
  std::array<CardId, kMaxSlots> slots{};  // kNone where face down in an observation
  std::uint32_t present = 0;              // slots still holding a card
  std::uint32_t accessible = 0;           // present slots no card covers (kept up to date)
  std::uint32_t face_up = 0;
  // In an observation only (0 in a game): the face-down slots showing a Guild's back,
  // which both players see (rulings 26; observe sets it, determinize deals by it).
  std::uint32_t guild_backs = 0;
  std::uint32_t senator_backs = 0;  // the same for Agora's Senators' own back
  std::uint8_t slot_count_ = 0;
  // The decks of the later Ages, in slot order (kNone where unknown in an observation)
  std::array<std::array<CardId, kMaxSlots>, kAges> age_decks{};
  CardSet removed;                        // cards in the box (hidden in an observation)

  // Progress tokens
  std::array<TokenId, kMaxBoardTokens> board_tokens{};  // kNone once taken
  std::uint8_t board_token_count = 0;
  std::array<TokenId, kMaxTokens> box_tokens{};  // kNone where unknown in an observation
  std::uint8_t box_token_count = 0;
  // The Great Library's draw, made when its choice becomes current (from the box's front)
  std::array<TokenId, kMaxTokens> drawn_tokens{};
  std::uint8_t drawn_token_count = 0;

  // Military: the Conflict pawn, + towards player 2's capital, - towards player 1's
  std::int8_t conflict_pawn = 0;
  std::uint16_t military_tokens = 0;  // bit side * 8 + zone: token still on the track
  static_assert(2 * kMaxMilitaryZones <= 16, "military_tokens holds both sides' zones");

  std::array<CardId, kMaxCards> discard_pile{};
  std::uint8_t discard_count = 0;

  // Sub-decisions waiting, the last one resolved first (decisions.hpp). When one
  // becomes current and offers nothing (rulings 4), it is skipped.
  DecisionStack pending;
  static constexpr int kPendingCapacity = DecisionStack::kCapacity;

  std::array<City, 2> cities{};
  PantheonState pantheon{};              // the Pantheon expansion (pantheon_state.hpp)
  AgoraState agora{};                    // the Agora expansion (agora_state.hpp)
  std::array<Knowledge, 2> knowledge{};  // what each player saw before the rules hid it again

  Player winner = kNone;  // kNone: none yet, or a shared victory
  VictoryType victory = VictoryType::None;
};

// Searches copy states by value: keep it a plain block of bytes.
static_assert(std::is_trivially_copyable_v<GameState>);

}  // namespace duel
