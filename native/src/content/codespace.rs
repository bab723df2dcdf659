//! Code spaces (ISO 32000-2 §9.7.6.2): a shown string of a composite font split into
//! codes by its CMap's code space ranges.
//!
//! Bytes are matched against the ranges of increasing length, the shortest match
//! winning; bounds are read byte by byte (`<8140> <9FFC>` takes first bytes 81-9F and
//! second bytes 40-FC). Bytes matching no range are one code of the shortest length
//! (§9.7.6.3), so every code consumes at least one byte, whatever the bytes. A code
//! space of one length is read in fixed steps, a cut last code kept as it is.

/// One range: its low and high bounds, of the same length (1 to 4 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Range {
    pub low: Vec<u8>,
    pub high: Vec<u8>,
}

impl Range {
    fn holds(&self, bytes: &[u8]) -> bool {
        bytes.len() == self.low.len() && bytes.iter().zip(self.low.iter().zip(&self.high)).all(|(b, (lo, hi))| lo <= b && b <= hi)
    }
}

/// A CMap's code space, ready to split strings.
#[derive(Debug)]
pub struct CodeSpace {
    ranges: Vec<Range>,
    shortest: usize,
    /// the one code length, when every range has it (0: lengths differ)
    fixed: usize,
    /// per first byte, the (length, ranges of that length) it may start, shortest first
    first: Vec<Vec<(usize, Vec<usize>)>>,
}

impl CodeSpace {
    /// The code space of `ranges` (each once, in the order first given).
    pub fn new(given: Vec<Range>) -> Self {
        let mut ranges: Vec<Range> = Vec::with_capacity(given.len());
        for range in given {
            if !ranges.contains(&range) {
                ranges.push(range);
            }
        }
        let mut lengths: Vec<usize> = ranges.iter().map(|r| r.low.len()).collect();
        lengths.sort_unstable();
        lengths.dedup();
        let shortest = lengths.first().copied().unwrap_or(1);
        let fixed = if lengths.len() == 1 { lengths[0] } else { 0 };
        let mut first = Vec::new();
        if fixed == 0 {
            first = (0..=255u8)
                .map(|b| {
                    lengths
                        .iter()
                        .filter_map(|&n| {
                            let hits: Vec<usize> = (0..ranges.len())
                                .filter(|&k| ranges[k].low.len() == n && ranges[k].low[0] <= b && b <= ranges[k].high[0])
                                .collect();
                            (!hits.is_empty()).then_some((n, hits))
                        })
                        .collect()
                })
                .collect();
        }
        CodeSpace { ranges, shortest, fixed, first }
    }

    /// Each code of `data`, in order, as (code, its byte count), into `out` (cleared).
    pub fn split(&self, data: &[u8], out: &mut Vec<(u32, usize)>) {
        out.clear();
        let big_endian = |bytes: &[u8]| bytes.iter().fold(0u32, |code, &b| (code << 8) | u32::from(b));
        if self.fixed > 0 {
            out.extend(data.chunks(self.fixed).map(|piece| (big_endian(piece), piece.len())));
            return;
        }
        let mut i = 0;
        while i < data.len() {
            let n = match self.matched(data, i) {
                0 => self.shortest.min(data.len() - i),
                n => n,
            };
            out.push((big_endian(&data[i..i + n]), n));
            i += n;
        }
    }

    /// The length of the shortest range the bytes at `i` fall in, or 0 (none, or the
    /// first length that could hold them runs past the string's end).
    fn matched(&self, data: &[u8], i: usize) -> usize {
        for (n, hits) in &self.first[data[i] as usize] {
            let n = *n;
            if i + n > data.len() {
                return 0;
            }
            if n == 1 {
                return 1;
            }
            let bytes = &data[i..i + n];
            if hits.iter().any(|&k| self.ranges[k].holds(bytes)) {
                return n;
            }
        }
        0
    }

    /// Whether `code`, written on `nbytes` bytes, lies in a range.
    pub fn valid(&self, code: u64, nbytes: usize) -> bool {
        if !(1..=4).contains(&nbytes) || code >> (8 * nbytes) != 0 {
            return false;
        }
        let raw = &code.to_be_bytes()[8 - nbytes..];
        self.ranges.iter().any(|r| r.holds(raw))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(low: &[u8], high: &[u8]) -> Range {
        Range { low: low.to_vec(), high: high.to_vec() }
    }

    fn sjis_like() -> CodeSpace {
        CodeSpace::new(vec![range(b"\x00", b"\x80"), range(b"\x81\x40", b"\x9f\xfc"), range(b"\xa0", b"\xdf"), range(b"\xe0\x40", b"\xfc\xfc")])
    }

    #[test]
    fn mixed_lengths_split_by_range_and_strays_take_the_shortest() {
        let mut out = Vec::new();
        sjis_like().split(b"\x81\x40A\xfd\x81", &mut out);
        assert_eq!(out, vec![(0x8140, 2), (0x41, 1), (0xfd, 1), (0x81, 1)]);
    }

    #[test]
    fn one_length_is_read_in_steps_keeping_a_cut_tail() {
        let mut out = Vec::new();
        CodeSpace::new(vec![range(b"\x00\x00", b"\xff\xff")]).split(b"\x00\x01\x02", &mut out);
        assert_eq!(out, vec![(1, 2), (2, 1)]);
    }

    #[test]
    fn validity_reads_the_bounds_byte_by_byte() {
        let space = sjis_like();
        assert!(space.valid(0x8140, 2) && !space.valid(0x8130, 2) && !space.valid(0x1_0000, 2) && !space.valid(1, 5));
    }
}
