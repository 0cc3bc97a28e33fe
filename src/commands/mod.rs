//! The commands besides answering a judge input, one module each.

pub mod sg;
