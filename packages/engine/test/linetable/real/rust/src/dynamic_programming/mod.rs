mod catalan_numbers;
mod coin_change;
mod egg_dropping;
mod fibonacci;
mod fractional_knapsack;
mod integer_partition;
mod is_subsequence;
mod knapsack;
mod longest_common_subsequence;
mod longest_common_substring;
mod longest_continuous_increasing_subsequence;
mod longest_increasing_subsequence;
mod matrix_chain_multiply;
mod maximal_square;
mod maximum_subarray;
mod minimum_cost_path;
mod optimal_bst;
mod palindrome_partitioning;
mod rod_cutting;
mod smith_waterman;
mod snail;
mod subset_generation;
mod subset_sum;
mod task_assignment;
mod trapped_rainwater;
mod word_break;

pub use self::catalan_numbers::catalan_numbers;
pub use self::coin_change::coin_change;
pub use self::egg_dropping::egg_drop;
pub use self::fibonacci::{
    binary_lifting_fibonacci, classical_fibonacci, fibonacci,
    last_digit_of_the_sum_of_nth_fibonacci_number, logarithmic_fibonacci, matrix_fibonacci,
    memoized_fibonacci, nth_fibonacci_number_modulo_m, recursive_fibonacci,
};
pub use self::fractional_knapsack::fractional_knapsack;
pub use self::integer_partition::partition;
pub use self::is_subsequence::is_subsequence;
pub use self::knapsack::knapsack;
pub use self::longest_common_subsequence::longest_common_subsequence;
pub use self::longest_common_substring::longest_common_substring;
pub use self::longest_continuous_increasing_subsequence::longest_continuous_increasing_subsequence;
pub use self::longest_increasing_subsequence::longest_increasing_subsequence;
pub use self::matrix_chain_multiply::matrix_chain_multiply;
pub use self::maximal_square::maximal_square;
pub use self::maximum_subarray::maximum_subarray;
pub use self::minimum_cost_path::minimum_cost_path;
pub use self::optimal_bst::optimal_search_tree;
pub use self::palindrome_partitioning::minimum_palindrome_partitions;
pub use self::rod_cutting::rod_cut;
pub use self::smith_waterman::{score_function, smith_waterman, traceback};
pub use self::snail::snail;
pub use self::subset_generation::list_subset;
pub use self::subset_sum::is_sum_subset;
pub use self::task_assignment::count_task_assignments;
pub use self::trapped_rainwater::trapped_rainwater;
pub use self::word_break::word_break;
