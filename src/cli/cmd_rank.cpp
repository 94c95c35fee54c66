// rank: a round robin between several agents (every pair plays the games sim plays) and
// their Elo ratings, fitted by maximum likelihood with 95% intervals (src/cli/elo.hpp).
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <numeric>

#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "elo.hpp"
#include "match.hpp"
#include "duel/ai/spec.hpp"
#include "duel/record.hpp"  // quote_excerpt

namespace duel::cli {

const char* const kRankHelp =
    "usage: 7wd-cli rank --agents A,B,... [--agent SPEC ...] [--games N] [--seed S]\n"
    "                    [--threads T] [--anchor AGENT] [--first-game] [--json]\n"
    "                    [--data DIR] [--expansions X,Y]\n\n"
    "Plays a round robin: every pair of the agents plays the N games sim plays (default\n"
    "100; game i from setup seed S + i, default S = 1, the same seeds for every pair; the\n"
    "agent listed first of the two is player 1 in even-numbered games). Threads default to 2.\n"
    "Agents: --agents with specs separated by commas, where a key=value piece continues the\n"
    "options of the spec before it (\"random,greedy,mcts:iterations=2000,threads=2\" is three\n"
    "agents), and/or --agent SPEC once per agent (taken as written), at least 2 and at most\n"
    "32, each once. Prints each agent's Elo rating with a 95% interval, its games, wins,\n"
    "draws, losses and score, the milliseconds it thought per move, and how far it is\n"
    "ahead of the next agent down the table (with that gap's 95% interval, whatever the\n"
    "anchor), strongest first; then the score of each agent against each other. --json\n"
    "prints the same as JSON. --first-game: the rulebook's first-game Wonders, no selection (as in sim).\n"
    "The same arguments give the same results whatever T, as long as no agent's time cap\n"
    "cuts a search short (the output says when one did, as sim does).\n"
    "Elo: a Bradley-Terry model fitted by maximum likelihood (a draw is half a win for each\n"
    "side; an Elo difference D means an expected score of 1 / (1 + 10^(-D/400))), with the\n"
    "anchor (--anchor, default random when listed, else the first agent) at 0. The\n"
    "intervals are +-1.96 standard errors from the observed Fisher information (the\n"
    "inverse Hessian of the log-likelihood with the anchor fixed): they measure each\n"
    "rating against the anchor's. When one group of agents won every game against the\n"
    "rest (an agent won or lost all its games), those ratings would be infinite: one\n"
    "virtual draw is then added to every pair, and the output says so.\n"
    "Limits: N from 1 to 1000000, and N times the number of pairs at most 1000000;\n"
    "T from 1 to 256; S from 0 to 2^64 - 1.\n";

namespace {

inline constexpr int kMaxRankAgents = 32;

// The same agent written twice ("Hard" and "hard"): equal names and options.
bool same_spec(const std::string& a, const std::string& b) {
  std::string ea, eb;
  const auto pa = ai::parse_agent_spec(a, ea), pb = ai::parse_agent_spec(b, eb);
  if (!pa || !pb) return a == b;
  return pa->name == pb->name && pa->options == pb->options;
}

struct GameResult {
  signed char winner = -1;  // 0 = the pair's first agent, 1 = the second, -1 = shared
  ai::MoveTimes thinking[2];
};

std::string fixed(double x, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, x);
  return text;
}

std::string one_line(std::string s) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  return s;
}

std::string pad_left(const std::string& s, std::size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}
std::string pad_right(const std::string& s, std::size_t width) {
  return s.size() >= width ? s : s + std::string(width - s.size(), ' ');
}

}  // namespace

int run_rank(Args& args) {
  std::string error;
  std::vector<std::string> specs;
  if (std::optional<std::string> list = args.option("--agents")) specs = split_agent_list(*list, error);
  while (std::optional<std::string> spec = args.option("--agent")) specs.push_back(*spec);
  const auto games = static_cast<int>(args.number("--games", 100, 1, kMaxSimGames, error));
  const std::uint64_t seed = args.seed(error);
  const auto threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  const std::optional<std::string> anchor_option = args.option("--anchor");
  const bool first_game = args.flag("--first-game");
  const bool json = args.flag("--json");
  auto rules = load_rules_or_report(args);
  if (!rules) return 1;
  args.check_all_used(error);

  const int k = static_cast<int>(specs.size());
  if (error.empty() && k < 2) {
    error = k == 0 ? "name the agents to rank: --agents A,B,... (at least 2)"
                   : "rank needs at least 2 agents, got only " + quote_excerpt(specs[0]);
  }
  if (error.empty() && k > kMaxRankAgents) {
    error = "rank takes at most " + std::to_string(kMaxRankAgents) + " agents, got " + std::to_string(k);
  }
  for (int i = 0; i < k && error.empty(); ++i) {
    for (int j = 0; j < i && error.empty(); ++j) {
      if (same_spec(specs[static_cast<std::size_t>(i)], specs[static_cast<std::size_t>(j)])) {
        error = "agent " + quote_excerpt(specs[static_cast<std::size_t>(i)]) + " is listed twice";
      }
    }
  }
  const long long pairs = static_cast<long long>(k) * (k - 1) / 2;
  if (error.empty() && pairs * games > static_cast<long long>(kMaxSimGames)) {
    error = std::to_string(pairs) + " pairs of " + std::to_string(games) + " games are " +
            std::to_string(pairs * games) + " games, more than " + std::to_string(kMaxSimGames) +
            ": fewer --games or agents";
  }
  if (error.empty()) check_agent_specs(specs, error);
  int anchor = 0;
  if (anchor_option) {
    anchor = -1;
    for (int i = 0; i < k; ++i) {
      if (anchor < 0 && same_spec(*anchor_option, specs[static_cast<std::size_t>(i)])) anchor = i;
    }
    if (anchor < 0 && error.empty()) error = "--anchor " + quote_excerpt(*anchor_option) + " is not one of the agents";
  } else {
    for (int i = 0; i < k; ++i) {
      if (same_spec(specs[static_cast<std::size_t>(i)], "random")) anchor = i;
    }
  }
  if (!error.empty()) {
    std::cerr << "7wd-cli rank: " << error << "\n";
    return 2;
  }

  // Pair p = (first[p], second[p]) plays games p * N .. p * N + N - 1, one list for the
  // threads to share so that a slow pair does not leave a core idle.
  std::vector<int> first, second;
  for (int i = 0; i < k; ++i) {
    for (int j = i + 1; j < k; ++j) {
      first.push_back(i);
      second.push_back(j);
    }
  }
  const int total = static_cast<int>(pairs) * games;
  std::vector<GameResult> results(static_cast<std::size_t>(total));
  const std::string failure = for_each_game(total, threads, [&](int g) {
    const auto p = static_cast<std::size_t>(g / games);
    const Match match{{specs[static_cast<std::size_t>(first[p])], specs[static_cast<std::size_t>(second[p])]}, seed,
                      first_game};
    std::string e;
    const GameOutcome o = play_game(*rules, match, g % games, e);
    GameResult& r = results[static_cast<std::size_t>(g)];
    r.winner = static_cast<signed char>(o.winner_agent);
    r.thinking[0] = o.thinking[0];
    r.thinking[1] = o.thinking[1];
    return e;
  });
  if (!failure.empty()) {
    std::cerr << "7wd-cli rank: " << failure << "\n";
    return 1;
  }

  ResultTable table(k);
  std::vector<int> wins(static_cast<std::size_t>(k)), draws(wins), losses(wins);
  std::vector<ai::MoveTimes> thinking(static_cast<std::size_t>(k));
  for (int g = 0; g < total; ++g) {
    const auto p = static_cast<std::size_t>(g / games);
    const GameResult& r = results[static_cast<std::size_t>(g)];
    const int side[2] = {first[p], second[p]};
    table.add_game(side[0], side[1], r.winner == 0 ? 1.0 : r.winner == 1 ? 0.0 : 0.5);
    for (int s = 0; s < 2; ++s) {
      const auto a = static_cast<std::size_t>(side[s]);
      thinking[a].add(r.thinking[s]);
      if (r.winner < 0) ++draws[a];
      else if (r.winner == s) ++wins[a];
      else ++losses[a];
    }
  }
  const EloFit fit = fit_elo(table, anchor);
  if (!fit.error.empty()) {
    std::cerr << "7wd-cli rank: " << fit.error << "\n";
    return 1;
  }
  std::vector<int> order(static_cast<std::size_t>(k));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return fit.elo[static_cast<std::size_t>(a)] > fit.elo[static_cast<std::size_t>(b)];
  });
  const std::string& anchor_spec = specs[static_cast<std::size_t>(anchor)];
  const std::string prior_note =
      "one group of agents won every game against the rest, so the maximum-likelihood\n"
      "ratings are infinite: one virtual draw was added to every pair to keep them finite";

  if (json) {
    nlohmann::ordered_json out;
    out["games_per_pair"] = games;
    out["pairs"] = pairs;
    out["games"] = total;
    out["seed"] = seed;
    out["anchor"] = anchor_spec;
    out["method"] = "Bradley-Terry maximum likelihood, draws half a win; 95% interval +-1.96 standard errors from the "
                    "observed Fisher information, relative to the anchor";
    out["prior"] = fit.prior;
    if (fit.prior) out["prior_note"] = one_line(prior_note);
    out["agents"] = nlohmann::ordered_json::array();
    for (int a : order) {
      const auto i = static_cast<std::size_t>(a);
      nlohmann::ordered_json agent;
      agent["spec"] = specs[i];
      agent["elo"] = fit.elo[i];
      agent["ci95"] = {fit.low(a), fit.high(a)};
      agent["se"] = fit.se[i];
      agent["games"] = wins[i] + draws[i] + losses[i];
      agent["wins"] = wins[i];
      agent["draws"] = draws[i];
      agent["losses"] = losses[i];
      agent["score"] = table.score(a) / table.games(a);
      agent["seconds_per_move"] = thinking[i].mean_seconds();
      agent["max_seconds_per_move"] = thinking[i].longest_seconds;
      agent["time_capped_moves"] = thinking[i].time_capped;
      // How far it is ahead of the next agent down the table, with that gap's interval.
      const std::size_t place = out["agents"].size();
      if (place + 1 < order.size()) {
        const int next = order[place + 1];
        const EloFit::Gap gap = fit.gap(a, next);
        agent["ahead_of_next"] = {{"spec", specs[static_cast<std::size_t>(next)]},
                                  {"elo", gap.elo},
                                  {"se", gap.se},
                                  {"ci95", {gap.low(), gap.high()}}};
      } else {
        agent["ahead_of_next"] = nullptr;
      }
      out["agents"].push_back(agent);
    }
    // Row r, column c: the score of agents[r] against agents[c] (null on the diagonal).
    out["score_matrix"] = nlohmann::ordered_json::array();
    for (int a : order) {
      nlohmann::ordered_json row = nlohmann::ordered_json::array();
      for (int b : order) {
        if (a == b) row.push_back(nullptr);
        else row.push_back(table.score(a, b) / table.games(a, b));
      }
      out["score_matrix"].push_back(row);
    }
    out["results"] = nlohmann::ordered_json::array();  // the raw counts, pair by pair
    for (std::size_t p = 0; p < first.size(); ++p) {
      int w[2] = {0, 0}, d = 0;
      for (int g = 0; g < games; ++g) {
        const int winner = results[p * static_cast<std::size_t>(games) + static_cast<std::size_t>(g)].winner;
        if (winner < 0) ++d;
        else ++w[winner];
      }
      nlohmann::ordered_json pair;
      pair["a"] = specs[static_cast<std::size_t>(first[p])];
      pair["b"] = specs[static_cast<std::size_t>(second[p])];
      pair["a_wins"] = w[0];
      pair["draws"] = d;
      pair["b_wins"] = w[1];
      out["results"].push_back(pair);
    }
    std::cout << out.dump() << "\n";
    return 0;
  }

  std::cout << k << " agents, " << pairs << (pairs == 1 ? " pair" : " pairs") << " of " << games << " games (" << total
            << " games in all), seeds " << seed
            << ".." << seed + static_cast<std::uint64_t>(games) - 1 << ", seats alternated\n"
            << "Elo: Bradley-Terry maximum likelihood (a draw is half a win), anchored at " << anchor_spec
            << " = 0\n95% intervals: +-1.96 standard errors from the Fisher information, relative to " << anchor_spec
            << "\n";
  if (fit.prior) std::cout << "note: " << prior_note << "\n";
  std::size_t width = 5;
  for (const std::string& s : specs) width = std::max(width, s.size());
  std::cout << "\n  #  " << pad_right("agent", width) << "     Elo   95% interval   games   wins  draws  losses   score  ms/move   ahead of next (95%)\n";
  for (int rank = 0; rank < k; ++rank) {
    const int a = order[static_cast<std::size_t>(rank)];
    const auto i = static_cast<std::size_t>(a);
    std::cout << pad_left(std::to_string(rank + 1), 3) << "  " << pad_right(specs[i], width) << pad_left(fixed(fit.elo[i], 0), 8)
              << "  " << (a == anchor ? std::string(14, ' ') + "  "
                                       : "[" + pad_left(fixed(fit.low(a), 0), 5) + ", " + pad_left(fixed(fit.high(a), 0), 5) + "]")
              << pad_left(std::to_string(wins[i] + draws[i] + losses[i]), 7) << pad_left(std::to_string(wins[i]), 7)
              << pad_left(std::to_string(draws[i]), 7) << pad_left(std::to_string(losses[i]), 8)
              << pad_left(fixed(100 * table.score(a) / table.games(a), 1) + "%", 8)
              << pad_left(fixed(1000 * thinking[i].mean_seconds(), 1), 9);
    if (rank + 1 < k) {
      const EloFit::Gap gap = fit.gap(a, order[static_cast<std::size_t>(rank) + 1]);
      std::cout << pad_left("+" + fixed(gap.elo, 0), 8) << " [" << pad_left(fixed(gap.low(), 0), 5) << ", "
                << pad_left(fixed(gap.high(), 0), 5) << "]";
    }
    std::cout << "\n";
  }
  std::cout << "\nscore of the row's agent against the column's (%):\n  " << std::string(3 + 2 + width, ' ');
  for (int rank = 0; rank < k; ++rank) std::cout << pad_left(std::to_string(rank + 1), 7);
  std::cout << "\n";
  for (int rank = 0; rank < k; ++rank) {
    const int a = order[static_cast<std::size_t>(rank)];
    std::cout << pad_left(std::to_string(rank + 1), 3) << "  " << pad_right(specs[static_cast<std::size_t>(a)], width) << "  ";
    for (int b : order) std::cout << pad_left(a == b ? "-" : fixed(100 * table.score(a, b) / table.games(a, b), 1), 7);
    std::cout << "\n";
  }
  for (int a : order) {
    if (const std::string note = time_cap_note(thinking[static_cast<std::size_t>(a)]); !note.empty()) {
      std::cout << specs[static_cast<std::size_t>(a)] << ": " << note << "\n";
    }
  }
  return 0;
}

}  // namespace duel::cli
