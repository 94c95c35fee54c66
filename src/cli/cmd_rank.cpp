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
#include "progress.hpp"
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
    "On a terminal a progress bar on stderr shows the games done, games/s and the time left.\n"
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

// What the command line asks for, checked.
struct RankRequest {
  std::vector<std::string> specs;
  int games = 100;
  std::uint64_t seed = 1;
  int threads = 2;
  int anchor = 0;  // index into specs
  bool first_game = false;
  bool json = false;
};

// Reads the options into `r`; returns --anchor's value, checked by check_request.
std::optional<std::string> read_options(Args& args, RankRequest& r, std::string& error) {
  if (std::optional<std::string> list = args.option("--agents")) r.specs = split_agent_list(*list, error);
  while (std::optional<std::string> spec = args.option("--agent")) r.specs.push_back(*spec);
  r.games = static_cast<int>(args.number("--games", 100, 1, kMaxSimGames, error));
  r.seed = args.seed(error);
  r.threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  std::optional<std::string> anchor = args.option("--anchor");
  r.first_game = args.flag("--first-game");
  r.json = args.flag("--json");
  return anchor;
}

// Checks the agents and the number of games, and finds the anchor; sets `error` (when
// it is still empty) on the first problem.
void check_request(RankRequest& r, const std::optional<std::string>& anchor_option, std::string& error) {
  const std::vector<std::string>& specs = r.specs;
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
  if (error.empty() && pairs * r.games > static_cast<long long>(kMaxSimGames)) {
    error = std::to_string(pairs) + " pairs of " + std::to_string(r.games) + " games are " +
            std::to_string(pairs * r.games) + " games, more than " + std::to_string(kMaxSimGames) +
            ": fewer --games or agents";
  }
  if (error.empty()) check_agent_specs(specs, error);
  r.anchor = 0;
  if (anchor_option) {
    r.anchor = -1;
    for (int i = 0; i < k; ++i) {
      if (r.anchor < 0 && same_spec(*anchor_option, specs[static_cast<std::size_t>(i)])) r.anchor = i;
    }
    if (r.anchor < 0 && error.empty()) error = "--anchor " + quote_excerpt(*anchor_option) + " is not one of the agents";
  } else {
    for (int i = 0; i < k; ++i) {
      if (same_spec(specs[static_cast<std::size_t>(i)], "random")) r.anchor = i;
    }
  }
}

// The round robin played and tallied: pair p = (first[p], second[p]) played games
// p * N .. p * N + N - 1 of `results`.
struct RankReport {
  RankRequest request;
  std::vector<int> first, second;
  std::vector<GameResult> results;
  ResultTable table{0};
  std::vector<int> wins, draws, losses;  // by agent
  std::vector<ai::MoveTimes> thinking;   // by agent
  EloFit fit;
  std::vector<int> order;  // agents, strongest first

  int agents() const { return static_cast<int>(request.specs.size()); }
  int pairs() const { return static_cast<int>(first.size()); }
  int total() const { return pairs() * request.games; }
  const std::string& spec(int a) const { return request.specs[static_cast<std::size_t>(a)]; }
};

const char* const kPriorNote =
    "one group of agents won every game against the rest, so the maximum-likelihood\n"
    "ratings are infinite: one virtual draw was added to every pair to keep them finite";

// Plays every pair's games on one shared list, so that a slow pair does not leave a
// core idle; the empty string, or the first failure.
std::string play(const Rules& rules, const std::shared_ptr<const ai::EvalWeights>& weights, RankReport& report) {
  const RankRequest& r = report.request;
  for (int i = 0; i < report.agents(); ++i) {
    for (int j = i + 1; j < report.agents(); ++j) {
      report.first.push_back(i);
      report.second.push_back(j);
    }
  }
  report.results.assign(static_cast<std::size_t>(report.total()), GameResult{});
  Progress progress(report.total());
  return for_each_game(report.total(), r.threads, [&](int g) {
    const auto p = static_cast<std::size_t>(g / r.games);
    const Match match{{report.spec(report.first[p]), report.spec(report.second[p])}, r.seed, r.first_game, false, false, weights};
    std::string e;
    const GameOutcome o = play_game(rules, match, g % r.games, e);
    GameResult& result = report.results[static_cast<std::size_t>(g)];
    result.winner = static_cast<signed char>(o.winner_agent);
    result.thinking[0] = o.thinking[0];
    result.thinking[1] = o.thinking[1];
    progress.game_done();
    return e;
  });
}

// Each agent's wins, draws, losses and thinking time, the pairs' scores, the fit and
// the order (unless the fit failed: fit.error).
void tally(RankReport& report) {
  const int k = report.agents();
  report.table = ResultTable(k);
  report.wins.assign(static_cast<std::size_t>(k), 0);
  report.draws = report.losses = report.wins;
  report.thinking.assign(static_cast<std::size_t>(k), ai::MoveTimes{});
  for (int g = 0; g < report.total(); ++g) {
    const auto p = static_cast<std::size_t>(g / report.request.games);
    const GameResult& r = report.results[static_cast<std::size_t>(g)];
    const int side[2] = {report.first[p], report.second[p]};
    report.table.add_game(side[0], side[1], r.winner == 0 ? 1.0 : r.winner == 1 ? 0.0 : 0.5);
    for (int s = 0; s < 2; ++s) {
      const auto a = static_cast<std::size_t>(side[s]);
      report.thinking[a].add(r.thinking[s]);
      if (r.winner < 0) ++report.draws[a];
      else if (r.winner == s) ++report.wins[a];
      else ++report.losses[a];
    }
  }
  report.fit = fit_elo(report.table, report.request.anchor);
  if (!report.fit.error.empty()) return;
  report.order.resize(static_cast<std::size_t>(k));
  std::iota(report.order.begin(), report.order.end(), 0);
  std::stable_sort(report.order.begin(), report.order.end(), [&](int a, int b) {
    return report.fit.elo[static_cast<std::size_t>(a)] > report.fit.elo[static_cast<std::size_t>(b)];
  });
}

void print_json(const RankReport& report) {
  const RankRequest& r = report.request;
  const EloFit& fit = report.fit;
  const ResultTable& table = report.table;
  nlohmann::ordered_json out;
  out["games_per_pair"] = r.games;
  out["pairs"] = report.pairs();
  out["games"] = report.total();
  out["seed"] = r.seed;
  out["anchor"] = report.spec(r.anchor);
  out["method"] = "Bradley-Terry maximum likelihood, draws half a win; 95% interval +-1.96 standard errors from the "
                  "observed Fisher information, relative to the anchor";
  out["prior"] = fit.prior;
  if (fit.prior) out["prior_note"] = one_line(kPriorNote);
  out["agents"] = nlohmann::ordered_json::array();
  for (int a : report.order) {
    const auto i = static_cast<std::size_t>(a);
    nlohmann::ordered_json agent;
    agent["spec"] = report.spec(a);
    agent["elo"] = fit.elo[i];
    agent["ci95"] = {fit.low(a), fit.high(a)};
    agent["se"] = fit.se[i];
    agent["games"] = report.wins[i] + report.draws[i] + report.losses[i];
    agent["wins"] = report.wins[i];
    agent["draws"] = report.draws[i];
    agent["losses"] = report.losses[i];
    agent["score"] = table.score(a) / table.games(a);
    agent["seconds_per_move"] = report.thinking[i].mean_seconds();
    agent["max_seconds_per_move"] = report.thinking[i].longest_seconds;
    agent["time_capped_moves"] = report.thinking[i].time_capped;
    // How far it is ahead of the next agent down the table, with that gap's interval.
    const std::size_t place = out["agents"].size();
    if (place + 1 < report.order.size()) {
      const int next = report.order[place + 1];
      const EloFit::Gap gap = fit.gap(a, next);
      agent["ahead_of_next"] = {
          {"spec", report.spec(next)}, {"elo", gap.elo}, {"se", gap.se}, {"ci95", {gap.low(), gap.high()}}};
    } else {
      agent["ahead_of_next"] = nullptr;
    }
    out["agents"].push_back(agent);
  }
  // Row r, column c: the score of agents[r] against agents[c] (null on the diagonal).
  out["score_matrix"] = nlohmann::ordered_json::array();
  for (int a : report.order) {
    nlohmann::ordered_json row = nlohmann::ordered_json::array();
    for (int b : report.order) {
      if (a == b) row.push_back(nullptr);
      else row.push_back(table.score(a, b) / table.games(a, b));
    }
    out["score_matrix"].push_back(row);
  }
  out["results"] = nlohmann::ordered_json::array();  // the raw counts, pair by pair
  for (std::size_t p = 0; p < report.first.size(); ++p) {
    int w[2] = {0, 0}, d = 0;
    for (int g = 0; g < r.games; ++g) {
      const int winner = report.results[p * static_cast<std::size_t>(r.games) + static_cast<std::size_t>(g)].winner;
      if (winner < 0) ++d;
      else ++w[winner];
    }
    nlohmann::ordered_json pair;
    pair["a"] = report.spec(report.first[p]);
    pair["b"] = report.spec(report.second[p]);
    pair["a_wins"] = w[0];
    pair["draws"] = d;
    pair["b_wins"] = w[1];
    out["results"].push_back(pair);
  }
  std::cout << out.dump() << "\n";
}

void print_table(const RankReport& report) {
  const RankRequest& r = report.request;
  const EloFit& fit = report.fit;
  const ResultTable& table = report.table;
  const int k = report.agents();
  const std::string& anchor_spec = report.spec(r.anchor);
  std::cout << k << " agents, " << report.pairs() << (report.pairs() == 1 ? " pair" : " pairs") << " of " << r.games
            << " games (" << report.total() << " games in all), seeds " << r.seed << ".."
            << r.seed + static_cast<std::uint64_t>(r.games) - 1 << ", seats alternated\n"
            << "Elo: Bradley-Terry maximum likelihood (a draw is half a win), anchored at " << anchor_spec
            << " = 0\n95% intervals: +-1.96 standard errors from the Fisher information, relative to " << anchor_spec
            << "\n";
  if (fit.prior) std::cout << "note: " << kPriorNote << "\n";
  std::size_t width = 5;
  for (const std::string& s : r.specs) width = std::max(width, s.size());
  std::cout << "\n  #  " << pad_right("agent", width)
            << "     Elo   95% interval   games   wins  draws  losses   score  ms/move   ahead of next (95%)\n";
  for (int rank = 0; rank < k; ++rank) {
    const int a = report.order[static_cast<std::size_t>(rank)];
    const auto i = static_cast<std::size_t>(a);
    std::cout << pad_left(std::to_string(rank + 1), 3) << "  " << pad_right(report.spec(a), width)
              << pad_left(fixed(fit.elo[i], 0), 8) << "  "
              << (a == r.anchor ? std::string(14, ' ') + "  "
                                : "[" + pad_left(fixed(fit.low(a), 0), 5) + ", " + pad_left(fixed(fit.high(a), 0), 5) + "]")
              << pad_left(std::to_string(report.wins[i] + report.draws[i] + report.losses[i]), 7)
              << pad_left(std::to_string(report.wins[i]), 7) << pad_left(std::to_string(report.draws[i]), 7)
              << pad_left(std::to_string(report.losses[i]), 8)
              << pad_left(fixed(100 * table.score(a) / table.games(a), 1) + "%", 8)
              << pad_left(fixed(1000 * report.thinking[i].mean_seconds(), 1), 9);
    if (rank + 1 < k) {
      const EloFit::Gap gap = fit.gap(a, report.order[static_cast<std::size_t>(rank) + 1]);
      std::cout << pad_left("+" + fixed(gap.elo, 0), 8) << " [" << pad_left(fixed(gap.low(), 0), 5) << ", "
                << pad_left(fixed(gap.high(), 0), 5) << "]";
    }
    std::cout << "\n";
  }
  std::cout << "\nscore of the row's agent against the column's (%):\n  " << std::string(3 + 2 + width, ' ');
  for (int rank = 0; rank < k; ++rank) std::cout << pad_left(std::to_string(rank + 1), 7);
  std::cout << "\n";
  for (int rank = 0; rank < k; ++rank) {
    const int a = report.order[static_cast<std::size_t>(rank)];
    std::cout << pad_left(std::to_string(rank + 1), 3) << "  " << pad_right(report.spec(a), width) << "  ";
    for (int b : report.order) std::cout << pad_left(a == b ? "-" : fixed(100 * table.score(a, b) / table.games(a, b), 1), 7);
    std::cout << "\n";
  }
  for (int a : report.order) {
    if (const std::string note = time_cap_note(report.thinking[static_cast<std::size_t>(a)]); !note.empty()) {
      std::cout << report.spec(a) << ": " << note << "\n";
    }
  }
}

}  // namespace

int run_rank(Args& args) {
  std::string error;
  RankReport report;
  const std::optional<std::string> anchor = read_options(args, report.request, error);
  std::shared_ptr<const ai::EvalWeights> weights;
  auto rules = load_rules_and_weights_or_report(args, weights);
  if (!rules) return 1;
  args.check_all_used(error);
  check_request(report.request, anchor, error);
  if (!error.empty()) {
    std::cerr << "7wd-cli rank: " << error << "\n";
    return 2;
  }
  if (const std::string failure = play(*rules, weights, report); !failure.empty()) {
    std::cerr << "7wd-cli rank: " << failure << "\n";
    return 1;
  }
  tally(report);
  if (!report.fit.error.empty()) {
    std::cerr << "7wd-cli rank: " << report.fit.error << "\n";
    return 1;
  }
  if (report.request.json) print_json(report);
  else print_table(report);
  return 0;
}

}  // namespace duel::cli
