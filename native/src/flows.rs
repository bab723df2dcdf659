//! Flows: a page's blocks, in reading order, cut into the runs pdftotext prints as one
//! paragraph (the text export's blank lines).
//!
//! A block continues the run when it lies below the previous block (its top lower, its
//! sides within the previous block's room), the gap between them is at most `flow_gap`
//! times the previous block's font size, its font is no larger than the previous
//! block's, and it fits the room of the run's first block. A block's room is how far it
//! could widen sideways before meeting a block level with it (`rooms`); a block of
//! another direction (an angle other than 0), and the block after it, always start a run.
//!
//! Every comparison is Python's on the same doubles (`pmax`, `pmin`, `bisect_left`), and
//! the boxes are swept in the order Python's stable sort of their tops gives: `by_top`
//! when no top is NaN, else the order the caller sorted them in.

use crate::links::bisect_left;
use crate::words::{fcmp, pmax, pmin};

/// A box: x0, y0, x1, y1 (y down).
pub type Box4 = [f64; 4];

/// A block as the flows read it: its position among the page's boxes, its font size and
/// its angle.
#[derive(Clone, Copy, Debug)]
pub struct Read {
    pub at: usize,
    pub size: f64,
    pub angle: f64,
}

/// The positions of `boxes` by top, as a stable sort orders them; None when a top is NaN
/// (which orders no two tops alike in every sort).
pub fn by_top(boxes: &[Box4]) -> Option<Vec<usize>> {
    if boxes.iter().any(|b| b[1].is_nan()) {
        return None;
    }
    let mut order: Vec<usize> = (0..boxes.len()).collect();
    order.sort_by(|&a, &b| fcmp(boxes[a][1], boxes[b][1]));
    Some(order)
}

/// Per box of `boxes` (the page's blocks and furniture), (left, right): the box widened to
/// the nearest boxes level with it (another box's top above its bottom and bottom below
/// its top), infinite where none stands.
///
/// Swept down the page by top: the boxes level with one are those whose top lies between
/// its top and bottom, and those above its top still open across it (bottom below its
/// top); a box leaves the open ones once a top passes its bottom. So one tall box (a
/// figure, a sidebar) beside many short ones costs each of them only itself, not every
/// box within its height. `by_top`: the positions of `boxes` by top (`by_top`).
pub fn rooms(boxes: &[Box4], by_top: &[usize]) -> Vec<(f64, f64)> {
    let tops: Vec<f64> = by_top.iter().map(|&i| boxes[i][1]).collect();
    let mut out = vec![(f64::NEG_INFINITY, f64::INFINITY); boxes.len()];
    let (mut opened, mut added): (Vec<usize>, usize) = (Vec::new(), 0);
    let mut level: Vec<usize> = Vec::new();
    for &key in by_top {
        let [x0, y0, x1, y1] = boxes[key];
        let first = bisect_left(&tops, y0, added, tops.len());
        if first != added {
            // the tops above this one, opened
            opened.extend_from_slice(&by_top[added..first]);
            added = first;
        }
        let end = bisect_left(&tops, y1, first, tops.len());
        opened.retain(|&o| boxes[o][3] > y0);
        level.clear();
        level.extend_from_slice(&opened);
        level.extend_from_slice(&by_top[first..end]);
        let (mut left, mut right) = (f64::NEG_INFINITY, f64::INFINITY);
        for &other in &level {
            let [ox0, oy0, ox1, oy1] = boxes[other];
            if other == key || oy1 <= y0 || oy0 >= y1 {
                continue;
            }
            if ox0 < x0 {
                left = pmax(left, pmin(ox1, x0));
            }
            if ox1 > x1 {
                right = pmin(right, pmax(ox0, x1));
            }
        }
        out[key] = (left, right);
    }
    out
}

/// Where each run starts: positions in `reading` (the blocks in reading order, each read
/// as its box among `boxes`, its size and angle), the first always 0 when there is one.
/// `by_top`: the positions of `boxes` by top (`by_top`).
pub fn flow_starts(boxes: &[Box4], by_top: &[usize], reading: &[Read], flow_gap: f64) -> Vec<usize> {
    let rooms = rooms(boxes, by_top);
    let mut starts = Vec::new();
    let mut run_room = (0.0, 0.0);
    for (index, block) in reading.iter().enumerate() {
        let continues = index > 0 && {
            let upper = &reading[index - 1];
            continues(&boxes[upper.at], upper, rooms[upper.at], &boxes[block.at], block, run_room, flow_gap)
        };
        if !continues {
            starts.push(index);
            run_room = rooms[block.at];
        }
    }
    starts
}

/// Whether `low` (its box `lb`) goes on the run of `up` (its box `ub`, its room `room`),
/// the run's first block's room `run_room`.
fn continues(ub: &Box4, up: &Read, room: (f64, f64), lb: &Box4, low: &Read, run_room: (f64, f64), flow_gap: f64) -> bool {
    if up.angle != 0.0 || low.angle != 0.0 {
        return false;
    }
    let below = lb[0] >= room.0 && lb[2] <= room.1 && lb[1] > ub[1];
    let near = lb[1] - ub[3] <= flow_gap * up.size;
    let fits = low.size <= up.size && lb[0] >= run_room.0 && lb[2] <= run_room.1;
    below && near && fits
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(at: usize, size: f64) -> Read {
        Read { at, size, angle: 0.0 }
    }

    #[test]
    fn two_columns_widen_to_each_other() {
        let boxes = [[0.0, 0.0, 100.0, 50.0], [120.0, 10.0, 220.0, 60.0], [0.0, 100.0, 220.0, 120.0]];
        let r = rooms(&boxes, &by_top(&boxes).unwrap());
        assert_eq!(r[0], (f64::NEG_INFINITY, 120.0));
        assert_eq!(r[1], (100.0, f64::INFINITY));
        assert_eq!(r[2], (f64::NEG_INFINITY, f64::INFINITY));
    }

    #[test]
    fn a_tall_box_beside_short_ones_bounds_each() {
        let mut boxes = vec![[200.0, 0.0, 300.0, 1000.0]];
        boxes.extend((0..10).map(|i| [0.0, i as f64 * 100.0, 150.0, i as f64 * 100.0 + 20.0]));
        let r = rooms(&boxes, &by_top(&boxes).unwrap());
        assert!(r[1..].iter().all(|&room| room == (f64::NEG_INFINITY, 200.0)));
        assert_eq!(r[0], (150.0, f64::INFINITY));
    }

    /// Each box's room by its definition, every other box asked.
    fn by_definition(boxes: &[Box4]) -> Vec<(f64, f64)> {
        boxes
            .iter()
            .enumerate()
            .map(|(i, &[x0, y0, x1, y1])| {
                let (mut left, mut right) = (f64::NEG_INFINITY, f64::INFINITY);
                for (j, &[ox0, oy0, ox1, oy1]) in boxes.iter().enumerate() {
                    if j == i || !(oy0 < y1 && oy1 > y0) {
                        continue;
                    }
                    if ox0 < x0 {
                        left = left.max(ox1.min(x0));
                    }
                    if ox1 > x1 {
                        right = right.min(ox0.max(x1));
                    }
                }
                (left, right)
            })
            .collect()
    }

    #[test]
    fn a_rooms_reach_is_its_definitions_however_tall_the_boxes_are() {
        // beside a sidebar as tall as the page, boxes of every height (some of none)
        let mut seed: u64 = 7;
        let mut uniform = |low: f64, high: f64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            low + (high - low) * ((seed >> 11) as f64 / (1u64 << 53) as f64)
        };
        for _ in 0..300 {
            let mut boxes = vec![[450.0, 40.0, 560.0, 760.0]];
            for _ in 0..(uniform(0.0, 31.0) as usize) {
                let x0 = [50.0, 240.0, uniform(0.0, 500.0)][uniform(0.0, 3.0) as usize];
                let top = if uniform(0.0, 1.0) < 0.5 { uniform(0.0, 780.0) } else { 100.0 };
                let height = [0.0, 12.0, uniform(0.0, 200.0)][uniform(0.0, 3.0) as usize];
                boxes.push([x0, top, x0 + uniform(0.0, 180.0), top + height]);
            }
            assert_eq!(rooms(&boxes, &by_top(&boxes).unwrap()), by_definition(&boxes));
        }
        let (lone, sidebar) = ([50.0, 100.0, 200.0, 112.0], [450.0, 40.0, 560.0, 760.0]);
        assert_eq!(rooms(&[lone, sidebar], &[1, 0])[0], (f64::NEG_INFINITY, 450.0));
    }

    #[test]
    fn close_blocks_below_join_and_a_far_one_starts_a_run() {
        let boxes = [[0.0, 0.0, 100.0, 10.0], [0.0, 12.0, 100.0, 22.0], [0.0, 100.0, 100.0, 110.0]];
        let reading = [read(0, 10.0), read(1, 10.0), read(2, 10.0)];
        assert_eq!(flow_starts(&boxes, &by_top(&boxes).unwrap(), &reading, 2.5), vec![0, 2]);
    }

    #[test]
    fn a_larger_font_or_an_angle_starts_a_run() {
        let boxes = [[0.0, 0.0, 100.0, 10.0], [0.0, 12.0, 100.0, 22.0], [0.0, 24.0, 100.0, 34.0]];
        assert_eq!(flow_starts(&boxes, &by_top(&boxes).unwrap(), &[read(0, 10.0), read(1, 12.0), read(2, 12.0)], 2.5), vec![0, 1]);
        let turned = [read(0, 10.0), Read { at: 1, size: 10.0, angle: 90.0 }, read(2, 10.0)];
        assert_eq!(flow_starts(&boxes, &by_top(&boxes).unwrap(), &turned, 2.5), vec![0, 1, 2]);
    }

    #[test]
    fn a_block_outside_the_runs_first_rooms_starts_a_run() {
        // each block below the one before and within its room, but the last wider than
        // the room of the run's first block, which the column beside it bounds
        let boxes = [[0.0, 0.0, 100.0, 10.0], [120.0, 0.0, 220.0, 10.0], [0.0, 12.0, 100.0, 22.0], [0.0, 24.0, 150.0, 34.0]];
        assert_eq!(flow_starts(&boxes, &by_top(&boxes).unwrap(), &[read(0, 10.0), read(2, 10.0), read(3, 10.0)], 2.5), vec![0, 2]);
    }

    #[test]
    fn a_nan_top_is_swept_in_the_order_given() {
        let boxes = [[0.0, f64::NAN, 100.0, 10.0], [0.0, 12.0, 100.0, 22.0], [120.0, 0.0, 220.0, 30.0]];
        assert_eq!(by_top(&boxes), None);
        // Python's sorted(range(3), key=tops) gives [0, 2, 1]: no top is less than NaN
        let r = rooms(&boxes, &[0, 2, 1]);
        assert_eq!(r[1], (f64::NEG_INFINITY, 120.0));
    }

    #[test]
    fn a_block_wider_than_the_first_blocks_room_starts_a_run() {
        // the first block's room ends at the column beside it; the full-width block below does not fit
        let boxes = [[0.0, 0.0, 100.0, 10.0], [120.0, 0.0, 220.0, 10.0], [0.0, 12.0, 220.0, 22.0]];
        assert_eq!(flow_starts(&boxes, &by_top(&boxes).unwrap(), &[read(0, 10.0), read(2, 10.0)], 2.5), vec![0, 1]);
    }
}
