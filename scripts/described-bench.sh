#!/usr/bin/env bash
# Speed of the shipped problem descriptions (src/problems/<id>.toml) on
# their largest official input: `grundy ID < big.in` and the C++ that
# `grundy emit ID --lang cpp` writes, built with g++ -O2, beside the judge's
# time limit as docs/problems/<id>.md states it. Checks that both print the
# same bytes. A benchmark to read, not a test: times depend on the machine.
#
# Usage: scripts/described-bench.sh [ID...]   (default: every description)
# Environment:
#   RUNS=N   timed runs per program, the best kept (default 3)
#
# The inputs are written here (awk, seeded), one shape per problem, at the
# official bounds of the description's [bounds] and of the statement where
# the description keeps them in a comment (the sum of n over the cases).
# Where the statement bounds no count (cases of poj2975, uva10404, hdu1851)
# the count used is said in the table's notes. Each input passes
# `grundy validate ID` before it is timed. `gen --scale huge` is not used:
# its counts stay small (at most 60 above the lower bound) and its values
# pass the bounds.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
data=$repo/bench-data/described
die() { echo "described-bench.sh: $*" >&2; exit 1; }
command -v g++ >/dev/null || die "g++ is needed"
[ -x /usr/bin/time ] || die "/usr/bin/time is needed"
mkdir -p "$data"

echo "building grundy (release)..." >&2
(cd "$repo" && cargo build --release --quiet)
grundy=$repo/target/release/grundy

# The largest official input of one problem, on stdout; a note on stderr
# where the statement bounds no count.
input() {
    local id=$1
    case $id in
    abc297g) awk 'BEGIN{srand(1); n=200000; l=1+int(rand()*1000); r=l+int(rand()*(1e9-l));
        print n, l, r; for(i=1;i<=n;i++) printf "%d%s", 1+int(rand()*1e9), (i<n?" ":"\n")}' ;;
    abc368f) awk 'BEGIN{srand(2); n=100000; print n;
        for(i=1;i<=n;i++) printf "%d%s", 2+int(rand()*99999), (i<n?" ":"\n")}' ;;
    cf2004e) awk 'BEGIN{srand(3); n=300000; print 1; print n;
        for(i=1;i<=n;i++) printf "%d%s", 1+int(rand()*1e7), (i<n?" ":"\n")}' ;;
    cf768e) awk 'BEGIN{srand(4); n=1000000; print n; for(i=1;i<=n;i++) print 1+int(rand()*60)}' ;;
    cses1099) awk 'BEGIN{srand(5); n=200000; print 1; print n;
        for(i=1;i<=n;i++) printf "%d%s", int(rand()*1e9), (i<n?" ":"\n")}' ;;
    cses1729) awk 'BEGIN{srand(6); n=1000000; k=100; print n, k; used[1]=1; p[1]=1;
        for(i=2;i<=k;){v=1+int(rand()*n); if(!(v in used)){used[v]=1; p[i++]=v}}
        for(i=1;i<=k;i++) printf "%d%s", p[i], (i<k?" ":"\n")}' ;;
    cses1730) awk 'BEGIN{srand(7); n=200000; print 1; print n;
        for(i=1;i<=n;i++) printf "%d%s", 1+int(rand()*1e9), (i<n?" ":"\n")}' ;;
    edpck) awk 'BEGIN{srand(8); n=100; k=100000; print n, k; used[1]=1; c=1;
        while(c<n){v=1+int(rand()*k); if(!(v in used)){used[v]=1; c++}}
        m=0; for(v=1;v<=k;v++) if(v in used) printf "%d%s", v, (++m<n?" ":"\n")}' ;;
    hdu1851) echo "hdu1851: the statement bounds no case count; 100000 cases" >&2
        awk 'BEGIN{srand(9); t=100000; print t; for(c=0;c<t;c++){print 10;
        for(i=0;i<10;i++) print 1+int(rand()*20), 1+int(rand()*20)}}' ;;
    hdu2486) awk 'BEGIN{srand(10); print 20; for(c=0;c<20;c++) print 2+int(rand()*99999999), 1+int(rand()*100000)}' ;;
    lightoj1199) awk 'BEGIN{srand(11); print 1000; for(c=0;c<1000;c++){print 100;
        for(i=1;i<=100;i++) printf "%d%s", 1+int(rand()*10000), (i<100?" ":"\n")}}' ;;
    lightoj1296) awk 'BEGIN{srand(12); print 100; for(c=0;c<100;c++){print 1000;
        for(i=1;i<=1000;i++) printf "%d%s", 1+int(rand()*1e9), (i<1000?" ":"\n")}}' ;;
    poj2975) echo "poj2975: the statement bounds no case count; 1000 cases" >&2
        awk 'BEGIN{srand(13); for(c=0;c<1000;c++){print 1000;
        for(i=1;i<=1000;i++) printf "%d%s", 1+int(rand()*1e9), (i<1000?" ":"\n")}; print 0}' ;;
    uva10404) echo "uva10404: the statement bounds no case count; 100 cases" >&2
        awk 'BEGIN{srand(14); for(c=0;c<100;c++){m=10; printf "%d %d", 1000000-int(rand()*1000), m;
        for(i=1;i<=m;i++) printf " %d", 1+int(rand()*1000); print ""}}' ;;
    uva11859) echo "uva11859: 50 cases (UVa's bound; the BOJ copy's 100000 cases of 50 x 50 would be 1.2 GB)" >&2
        awk 'BEGIN{srand(15); print 50; for(c=0;c<50;c++){print 50, 50;
        for(r=0;r<50;r++) for(i=1;i<=50;i++) printf "%d%s", 2+int(rand()*9999), (i<50?" ":"\n")}}' ;;
    hdu3389) awk 'BEGIN{srand(16); print 100; for(c=0;c<100;c++){print 10000;
        for(i=1;i<=10000;i++) printf "%d%s", int(rand()*101), (i<10000?" ":"\n")}}' ;;
    lightoj1229) awk 'BEGIN{srand(17); print 200; for(c=0;c<200;c++){s=""; run=0;
        for(i=1;i<=200;i++){x=(rand()<0.08 && run<2); run=x?run+1:0; s=s (x?"X":".")}; print s}}' ;;
    hdu3197) echo "hdu3197: the statement's bounds were not found; 1000 cases of n = 1000 (forests, -1 roots)" >&2
        awk 'BEGIN{srand(16); for(c=0;c<1000;c++){n=1000; print n;
        for(i=0;i<n;i++) printf "%d%s", (i==0 || rand()<0.05) ? -1 : int(rand()*i), (i<n-1?" ":"\n")}}' ;;
    lightoj1355) awk 'BEGIN{srand(17); print 500; for(c=0;c<500;c++){n=1000; print n;
        for(i=1;i<n;i++) print i, int(rand()*i), 1+int(rand()*1e9)}}' ;;
    poj3533) echo "poj3533: the statement's bounds were not found; 1000 cases of N = 100" >&2
        awk 'BEGIN{srand(18); for(c=0;c<1000;c++){print 100;
        for(i=0;i<100;i++) print int(rand()*1001), int(rand()*1001), int(rand()*1001)}}' ;;
    typical90ae) awk 'BEGIN{srand(16); n=100000; print n;
        for(i=1;i<=n;i++){w[i]=int(rand()*51); b[i]=int(rand()*51); if(w[i]==0 && b[i]==0) b[i]=1}
        for(i=1;i<=n;i++) printf "%d%s", w[i], (i<n?" ":"\n");
        for(i=1;i<=n;i++) printf "%d%s", b[i], (i<n?" ":"\n")}' ;;
    uva11249) echo "uva11249: the statement's bounds were not seen; the description's assumed ones (T=10, q=100000)" >&2
        awk 'BEGIN{srand(17); print 10; for(c=0;c<10;c++){print int(rand()*101), 100000;
        for(i=0;i<100000;i++) print int(rand()*100001), int(rand()*100001)}}' ;;
    *) die "no input shape for $id" ;;
    esac
}

# The judge's time limit as docs/problems/<id>.md states it, or "not stated".
limit() {
    local page=$repo/docs/problems/$1.md
    local line
    line=$(grep -o -m1 -E 'Time limit [0-9./]+ ?(s|MS|ms)' "$page" 2>/dev/null || true)
    if [ -n "$line" ]; then echo "${line#Time limit }"; else echo "not stated"; fi
}

# The limit in seconds for the comparison (C++'s of "A/B MS": B), or empty.
limit_seconds() {
    case $1 in
    *MS|*ms) local ms=${1% *}; ms=${ms##*/}; awk -v m="$ms" 'BEGIN{printf "%g", m/1000}' ;;
    *" s") echo "${1% s}" ;;
    *) echo "" ;;
    esac
}

# The best wall time of $runs runs of "$@" < $in, in seconds.
best() {
    local in=$1; shift
    local t best=""
    for _ in $(seq "$runs"); do
        /usr/bin/time -f %e -o "$data/time" "$@" < "$in" > /dev/null 2>&1 || true
        t=$(tail -1 "$data/time")
        if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=$t; fi
    done
    echo "$best"
}

ids=("$@")
if [ ${#ids[@]} = 0 ]; then
    for f in "$repo"/src/problems/*.toml; do ids+=("$(basename "$f" .toml)"); done
fi

notes=$data/notes.txt
: > "$notes"
printf '| %-11s | %8s | %-12s | %8s | %8s | %-4s | %s\n' id input "time limit" grundy "C++ -O2" same within
printf '|%s|%s|%s|%s|%s|%s|%s\n' ------------- ---------- -------------- ---------- ---------- ------ --------
for id in "${ids[@]}"; do
    in=$data/$id.in
    input "$id" > "$in" 2>> "$notes"
    # A description validate or emit refuses by name (a -1 root mark, a
    # Hackenbush graph) is timed without that step, and the note says so.
    if ! why=$("$grundy" validate "$id" < "$in" 2>&1 >/dev/null); then
        case $why in
        *"a feature"*) echo "$id: not validated: ${why#grundy: }" >> "$notes" ;;
        *) die "$id: the input is not valid: $(echo "$why" | tail -1)" ;;
        esac
    fi
    "$grundy" "$id" < "$in" > "$data/$id.grundy.out" || true
    tg=$(best "$in" "$grundy" "$id")
    same=- tc=-
    if "$grundy" emit "$id" --lang cpp -o "$data/$id.cpp" 2>> "$notes"; then
        g++ -O2 -o "$data/$id.bin" "$data/$id.cpp"
        "$data/$id.bin" < "$in" > "$data/$id.cpp.out" || true
        same=no
        cmp -s "$data/$id.grundy.out" "$data/$id.cpp.out" && same=yes
        tc=$(best "$in" "$data/$id.bin")
    fi
    lim=$(limit "$id")
    secs=$(limit_seconds "$lim")
    within="-"
    if [ -n "$secs" ]; then
        within=$(awk -v g="$tg" -v c="$tc" -v l="$secs" 'BEGIN{if (c == "-") print (g<=l ? "grundy" : "neither"); else print (g<=l && c<=l) ? "both" : (g<=l ? "grundy only" : (c<=l ? "C++ only" : "neither"))}')
    fi
    size=$(du -h "$in" | cut -f1)
    [ "$tc" = - ] || tc=${tc}s
    printf '| %-11s | %8s | %-12s | %7ss | %8s | %-4s | %s\n' "$id" "$size" "$lim" "$tg" "$tc" "$same" "$within"
done
if [ -s "$notes" ]; then
    echo
    sed 's/^/note: /' "$notes"
fi
