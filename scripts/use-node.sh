# Puts the Node.js the project targets (.nvmrc) first on PATH, for this shell and what it starts:
#
#   source scripts/use-node.sh      # then npm ci, npm start, npm test… all run under it
#
# A `node` on PATH of the same major, at that release or later, is used as it is. Otherwise
# Node's official Linux build is taken from the npm registry (the `node-linux-<arch>` package:
# bin/node and include/node, the headers native modules build against) into
# ${XDG_CACHE_HOME:-~/.cache}/shubh-shop/node-<version> (SHOP_NODE_CACHE names another folder),
# once; later shells reuse it. Nothing is fetched from anywhere but the npm registry. npm is the
# machine's own, run by this node (its `#!/usr/bin/env node` finds it first on PATH). bash, zsh.

# This file's path: bash names it in BASH_SOURCE, zsh in $0 while sourcing.
shop_use_node_file="${BASH_SOURCE[0]:-$0}"

shop_use_node() {
  local root version arch cache partial tarball
  root="$(cd "$(dirname "$shop_use_node_file")/.." && pwd)" || return 1
  version="$(tr -d ' \nv' <"$root/.nvmrc")"
  if command -v node >/dev/null 2>&1 && node -e '
    const [have, want] = [process.versions.node, process.argv[1]].map((v) => v.split(".").map(Number));
    const ok = have[0] === want[0] && (have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2]));
    process.exit(ok ? 0 : 1);' "$version" 2>/dev/null; then
    return 0
  fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) arch=x64 ;;
    Linux-aarch64 | Linux-arm64) arch=arm64 ;;
    *)
      echo "use-node: the npm registry has no Node.js build for $(uname -sm); install Node.js $version with nvm or fnm (they read .nvmrc)." >&2
      return 1
      ;;
  esac
  cache="${SHOP_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/shubh-shop}/node-$version"
  if [ ! -x "$cache/bin/node" ]; then
    command -v npm >/dev/null 2>&1 || {
      echo "use-node: npm is needed to fetch Node.js $version from the npm registry; install Node.js $version with nvm or fnm instead." >&2
      return 1
    }
    echo "use-node: fetching Node.js $version (node-linux-$arch) from the npm registry into $cache" >&2
    partial="$cache.partial.$$"
    rm -rf "$partial" && mkdir -p "$partial" || return 1
    # Packed outside the repository, so the project's .npmrc and engines play no part in it.
    if tarball="$(cd "$partial" && npm pack --silent "node-linux-$arch@$version")" &&
      tar -xzf "$partial/$tarball" -C "$partial" --strip-components=1 &&
      rm -f "$partial/$tarball" &&
      [ "$("$partial/bin/node" --version)" = "v$version" ]; then
      # A whole copy or none: a run stopped half way never leaves a folder that looks done.
      rm -rf "$cache" && mv "$partial" "$cache" || return 1
    else
      echo "use-node: could not install Node.js $version into $cache" >&2
      rm -rf "$partial"
      return 1
    fi
  fi
  case ":$PATH:" in
    *":$cache/bin:"*) ;;
    *) PATH="$cache/bin:$PATH" ;;
  esac
  # Native modules built from source (node-gyp) use this node's headers, not those a machine-wide
  # npmrc may name for its own node (nodedir=/usr on Debian's image).
  npm_config_nodedir="$cache"
  export PATH npm_config_nodedir
  hash -r 2>/dev/null || true
}

shop_use_node
