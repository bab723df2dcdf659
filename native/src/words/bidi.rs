//! Items in visual order put in logical order: runs of strong right-to-left items (with
//! the neutrals between them) reversed, digit runs inside keeping their own order. Only
//! what positions can tell: the inverse of display ordering, not UAX #9.

use super::Kind;

/// Visual (left to right) into logical order on a left-to-right line: each maximal run
/// that starts and ends with an R item and holds no L item is reversed, its runs of
/// digit items keeping their order.
pub fn logical<T: Copy>(items: &[T], kinds: &[Kind]) -> Vec<T> {
    let mut out = Vec::with_capacity(items.len());
    let mut i = 0;
    while i < items.len() {
        if kinds[i] != Kind::R {
            out.push(items[i]);
            i += 1;
            continue;
        }
        let mut end = i;
        let mut j = i + 1;
        while j < items.len() && kinds[j] != Kind::L {
            if kinds[j] == Kind::R {
                end = j;
            }
            j += 1;
        }
        reverse_keeping_digits(&items[i..=end], &kinds[i..=end], &mut out);
        i = end + 1;
    }
    out
}

/// Visual into logical order on a right-to-left line: the whole reversed, then each run
/// of left-to-right items (from an L to an L, no R inside) and each run of digit items
/// put back in their own order. `kind_of` is asked of each item.
pub fn logical_rtl<T: Copy>(items: &[T], kind_of: impl Fn(&T) -> Kind) -> Vec<T> {
    let items: Vec<T> = items.iter().rev().copied().collect();
    let kinds: Vec<Kind> = items.iter().map(&kind_of).collect();
    let mut out = Vec::with_capacity(items.len());
    let mut i = 0;
    while i < items.len() {
        if kinds[i] != Kind::L && kinds[i] != Kind::D {
            out.push(items[i]);
            i += 1;
            continue;
        }
        let (mut end, mut j) = (i, i + 1);
        while j < items.len() && kinds[j] != Kind::R {
            if kinds[j] == kinds[i] || (kinds[i] == Kind::L && kinds[j] == Kind::D) {
                end = j;
            } else if kinds[i] == Kind::D && kinds[j] != Kind::D {
                break;
            }
            j += 1;
        }
        out.extend(items[i..=end].iter().rev());
        i = end + 1;
    }
    out
}

fn reverse_keeping_digits<T: Copy>(items: &[T], kinds: &[Kind], out: &mut Vec<T>) {
    let mut groups: Vec<(usize, usize)> = Vec::new(); // [start, end) of each group
    for (index, kind) in kinds.iter().enumerate() {
        match groups.last_mut() {
            Some(group) if *kind == Kind::D && kinds[group.0] == Kind::D => group.1 = index + 1,
            _ => groups.push((index, index + 1)),
        }
    }
    for &(start, end) in groups.iter().rev() {
        out.extend_from_slice(&items[start..end]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Kind::*;

    #[test]
    fn hebrew_run_reversed_with_its_number_kept() {
        // drawn left to right: "א ב 1 2 ג" reads "ג 1 2 ב א"
        let items = ['a', 'b', '1', '2', 'c'];
        assert_eq!(logical(&items, &[R, R, D, D, R]), vec!['c', '1', '2', 'b', 'a']);
    }

    #[test]
    fn left_to_right_words_keep_their_order_on_a_right_to_left_line() {
        let items = ["x", "PDF", "file", "y"];
        let kind = |s: &&str| if s.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_lowercase()) && s.len() > 1 { L } else { R };
        assert_eq!(logical_rtl(&items, kind), vec!["y", "PDF", "file", "x"]);
    }
}
