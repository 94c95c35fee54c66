// Data loader, deck composition: decks.json (each Age's draws: which pools, how many
// cards of each), the pools replaced by a module, and the checks of the composition
// against the structures and the pools' cards (docs/data-format.md "decks.json").
#include <algorithm>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

// One draw: {"pool": name, "count": n}.
bool read_draw(Reporter& r, const Json& value, const std::string& path, PendingDraw& out) {
  if (!expect_object(r, value, path, {"pool", "count"})) return false;
  const Json* pool = field(r, value, path, "pool", "a pool name");
  bool ok = pool && read_string(r, *pool, child(path, "pool"), out.pool) && check_name(r, out.pool, child(path, "pool"));
  const Json* count = field(r, value, path, "count", range_text(1, kMaxSlots));
  ok = count && read_int(r, *count, child(path, "count"), 1, kMaxSlots, out.count) && ok;
  out.at = Origin{r.file(), path};
  return ok;
}

// One Age's entry: {"age": n, "draw": [draws]}; its draws are added to the Age's.
// Returns whether all of it was read.
bool read_age(Reporter& r, const Json& value, const std::string& path, int expected_age, Facts& facts,
              std::set<int>& ages_seen) {
  if (!expect_object(r, value, path, {"age", "draw"})) return false;
  int age = 0;
  const Json* age_value = field(r, value, path, "age", range_text(1, kAges));
  const int lo = expected_age > 0 ? expected_age : 1, hi = expected_age > 0 ? expected_age : kAges;
  if (!age_value || !read_int(r, *age_value, child(path, "age"), lo, hi, age)) return false;
  if (!ages_seen.insert(age).second) {
    r.error(child(path, "age"), "Age " + std::to_string(age) + " is listed twice");
    return false;
  }
  const Json* draws = field(r, value, path, "draw", "an array of draws");
  const std::string draws_path = child(path, "draw");
  if (!draws || !expect_array(r, *draws, draws_path)) return false;
  bool ok = !draws->empty();
  if (!ok) r.error(draws_path, "expected at least one draw");
  std::vector<PendingDraw>& out = facts.draws[static_cast<std::size_t>(age - 1)];
  for (std::size_t i = 0; i < draws->size(); ++i) {
    PendingDraw draw;
    if (!read_draw(r, (*draws)[i], child(draws_path, i), draw)) {
      ok = false;
      continue;
    }
    for (const PendingDraw& before : out) {
      if (before.pool != draw.pool) continue;
      r.error(child(child(draws_path, i), "pool"), "the pool " + quote(draw.pool) + " is already drawn in Age " +
                                                       std::to_string(age) + " (" + before.at.text() + ")");
      ok = false;
    }
    out.push_back(draw);
  }
  facts.age_at[static_cast<std::size_t>(age - 1)] = Origin{r.file(), path};
  return ok;
}

std::string pool_names(const Rules& rules) {
  std::vector<std::string> quoted;
  for (const std::string& name : rules.pools) quoted.push_back(quote(name));
  return join(quoted, ", ");
}

// The pools' cards without those of replaced pools; pool ids renumbered in card order.
void drop_replaced(std::vector<DataError>& errors, Rules& rules, Facts& facts) {
  for (const auto& [old_pool, replacement] : facts.pool_replaced) {
    if (std::find(rules.pools.begin(), rules.pools.end(), old_pool) != rules.pools.end()) continue;
    Reporter(replacement.second.file, errors)
        .error(replacement.second.path, "no card is in the pool " + quote(old_pool) + " to replace (pools: " +
                                            pool_names(rules) + ")");
  }
  const std::vector<std::string> old_names = rules.pools;
  std::vector<CardDef> kept;
  std::vector<Origin> kept_at;
  rules.pools.clear();
  for (std::size_t i = 0; i < rules.cards.size(); ++i) {
    const std::string& pool = old_names[rules.cards[i].pool];
    if (facts.pool_replaced.count(pool)) continue;
    kept.push_back(rules.cards[i]);
    kept.back().pool = pool_id(rules, pool);
    kept_at.push_back(facts.card_at[i]);
  }
  rules.cards = std::move(kept);
  facts.card_at = std::move(kept_at);
}

// Each Age's draws by pool id; false when a pool is unknown.
bool resolve_draws(std::vector<DataError>& errors, Rules& rules, Facts& facts) {
  bool ok = true;
  for (std::size_t a = 0; a < kAges; ++a) {
    for (PendingDraw& draw : facts.draws[a]) {
      if (auto it = facts.pool_replaced.find(draw.pool); it != facts.pool_replaced.end()) draw.pool = it->second.first;
      const auto it = std::find(rules.pools.begin(), rules.pools.end(), draw.pool);
      if (it == rules.pools.end()) {
        Reporter(draw.at.file, errors)
            .error(child(draw.at.path, "pool"), "no card is in the pool " + quote(draw.pool) + " (pools: " +
                                                    pool_names(rules) + ")");
        ok = false;
        continue;
      }
      rules.deck_composition[a].push_back(
          DeckDraw{static_cast<std::uint8_t>(it - rules.pools.begin()), static_cast<std::uint8_t>(draw.count)});
    }
  }
  return ok;
}

std::string composition_text(const Rules& rules, std::size_t a) {
  std::vector<std::string> parts;
  for (const DeckDraw& d : rules.deck_composition[a]) parts.push_back(std::to_string(d.count) + " of " + quote(rules.pools[d.pool]));
  return join(parts, " + ");
}

// Each Age's deck fills its structure; an Age's own pool (its first draw) is drawn in
// no other Age; no pool gives more cards than it has; every pool is drawn somewhere.
void check_composition(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  std::vector<int> drawn(rules.pools.size(), 0);
  for (std::size_t a = 0; a < kAges; ++a) {
    const std::vector<DeckDraw>& draws = rules.deck_composition[a];
    int cards = 0;
    for (std::size_t i = 0; i < draws.size(); ++i) {
      cards += draws[i].count;
      drawn[draws[i].pool] += draws[i].count;
      const Origin& at = facts.draws[a][i].at;
      for (std::size_t b = 0; b < kAges && i > 0; ++b) {
        if (rules.deck_composition[b].empty() || rules.deck_composition[b].front().pool != draws[i].pool) continue;
        Reporter(at.file, errors)
            .error(child(at.path, "pool"), "the pool " + quote(rules.pools[draws[i].pool]) + " is Age " +
                                               std::to_string(b + 1) + "'s own pool (its first draw): it cannot "
                                               "be added to another Age");
      }
    }
    const int slots = facts.slots[a];
    if (slots < 0 || cards == slots) continue;
    Reporter(facts.structures_file, errors)
        .error(child("/ages", a), std::to_string(slots) + " slots, but the Age " + std::to_string(a + 1) +
                                      " deck has " + std::to_string(cards) + " cards (" +
                                      facts.age_at[a].text() + ": " + composition_text(rules, a) + ")");
  }
  std::vector<int> size(rules.pools.size(), 0);
  for (const CardDef& card : rules.cards) ++size[card.pool];
  for (std::size_t p = 0; p < rules.pools.size(); ++p) {
    const std::string name = quote(rules.pools[p]);
    if (drawn[p] > size[p]) {
      for (std::size_t a = 0; a < kAges; ++a) {
        for (std::size_t i = 0; i < rules.deck_composition[a].size(); ++i) {
          if (rules.deck_composition[a][i].pool != p) continue;
          const Origin& at = facts.draws[a][i].at;
          Reporter(at.file, errors)
              .error(child(at.path, "count"), "the Ages draw " + std::to_string(drawn[p]) + " cards from the pool " +
                                                  name + ", but it has only " + std::to_string(size[p]));
          a = kAges;
          break;
        }
      }
    }
    if (drawn[p] > 0) continue;
    const auto first = static_cast<std::size_t>(
        std::find_if(rules.cards.begin(), rules.cards.end(), [&](const CardDef& c) { return c.pool == p; }) -
        rules.cards.begin());
    Reporter(facts.card_at[first].file, errors)
        .error(facts.card_at[first].path, "its pool " + name + " is drawn in no Age (decks.json): the card " +
                                              "would never be dealt");
  }
}

}  // namespace

std::string default_pool(const CardDef& card) {
  return card.is_guild() ? "guilds" : "age_" + std::to_string(card.age);
}

std::uint8_t pool_id(Rules& rules, const std::string& name) {
  const auto it = std::find(rules.pools.begin(), rules.pools.end(), name);
  if (it != rules.pools.end()) return static_cast<std::uint8_t>(it - rules.pools.begin());
  if (rules.pools.size() >= static_cast<std::size_t>(kMaxPools)) return kNone;
  rules.pools.push_back(name);
  return static_cast<std::uint8_t>(rules.pools.size() - 1);
}

void compile_decks(Reporter& r, const Json& doc, Facts& facts, bool root) {
  const Json* ages = expect_object(r, doc, "", {"ages"}) ? field(r, doc, "", "ages", "an array of Ages and their draws")
                                                         : nullptr;
  if (!ages || !expect_array(r, *ages, "/ages")) {
    facts.decks_read = false;
    return;
  }
  if (root && ages->size() != kAges) {
    r.error("/ages", "expected " + std::to_string(kAges) + " Ages, got " + std::to_string(ages->size()));
    return;
  }
  std::set<int> seen;
  bool ok = true;
  for (std::size_t i = 0; i < ages->size(); ++i) {
    ok = read_age(r, (*ages)[i], child("/ages", i), root ? static_cast<int>(i) + 1 : 0, facts, seen) && ok;
  }
  facts.decks_read = (root || facts.decks_read) && ok;
}

void finish_decks(std::vector<DataError>& errors, Rules& rules, Facts& facts) {
  if (!facts.decks_read || !facts.cards_placed) return;
  drop_replaced(errors, rules, facts);
  if (resolve_draws(errors, rules, facts)) check_composition(errors, rules, facts);
}

}  // namespace duel::data
