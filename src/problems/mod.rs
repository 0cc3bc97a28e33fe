//! The problem layer: one file per judge format.
//!
//! Each module reads its judge's input through the [`Scanner`](crate::scanner::Scanner),
//! asks the games layer for outcomes, and writes the judge's exact words. It is
//! the only layer that knows those words. Every module exports one
//! `PROBLEM` row for the [registry](crate::registry).

pub mod hdu1079;
pub mod hdu1404;
pub mod hdu1517;
pub mod hdu1536;
pub mod hdu1729;
pub mod hdu1730;
pub mod hdu1846;
pub mod hdu1847;
pub mod hdu1848;
pub mod hdu1849;
pub mod hdu1850;
pub mod hdu1907;
pub mod hdu2147;
pub mod hdu2149;
pub mod hdu2176;
pub mod hdu2177;
pub mod hdu2188;
pub mod hdu2509;
pub mod hdu5963;
pub mod poj1067;
pub mod poj1704;
pub mod poj2234;
pub mod uva10561;
