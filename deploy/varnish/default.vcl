# The cache tier in front of the site (docs/deploying.md). Varnish 7.1 with varnish-modules
# (xkey). Pages are kept until a publish purges the keys they name (the `xkey` header the
# origin sends, one key per revalidation tag); the webhook purges them right after it has
# refreshed the instances. With every instance down, the last pages are served for a day.
#
# Started as, for example:
#   SITE_URL=https://www.solvik.example CACHE_PURGE_TOKEN=... \
#     varnishd -a :80 -a 127.0.0.1:8443,PROXY -f /etc/varnish/default.vcl -s malloc,1g
# with backends.vcl (the instances, and nothing else) beside this file, see
# backends.example.vcl, and draft-mode.vcl, written at each deployment by
# `npm run varnish:draft-mode`. The PROXY listener is for a TLS terminator on this machine
# (hitch, haproxy `send-proxy`): it tells Varnish the visitor's address, which becomes client.ip.
vcl 4.1;

import std;
import vsthrottle;
import xkey;

include "backends.vcl";
include "draft-mode.vcl";

# A pattern that starts ^(/[a-z]{2})?/ takes an address in English or under any language's
# prefix: a language's code is two letters (lib/i18n.ts), so a new language needs nothing here.

# Who may purge, besides holding CACHE_PURGE_TOKEN: this machine and private networks, where
# the instances that receive the webhook live. Narrow it to your instances' addresses.
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
  "fc00::"/7;
}

sub vcl_recv {
  # Headers this file sets for itself, never a client's.
  unset req.http.x-visitor-query;
  unset req.http.x-location;
  unset req.http.x-purged;
  unset req.http.x-client;
  unset req.http.x-draft-mode-id;
  call solvik_forwarded;
  # Varnish 7.1 cannot read a chunked body with a chunk extension (`2;x=y`, valid HTTP): the
  # fetch failed into a 503. No browser, webhook or report sends a body without its length.
  if (req.http.Transfer-Encoding) {
    return (synth(411, "Length required: send the body with a Content-Length"));
  }
  # An absolute-form request line (`GET http://other.example/news`) names its host in the URL
  # (Varnish makes it the Host, which solvik_host checks); behind us the instances see the path
  # alone, so nothing can make them redirect elsewhere.
  if (req.url ~ "^[A-Za-z][A-Za-z0-9+.-]*://") {
    set req.url = regsub(req.url, "^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*/?", "/");
  }
  # `*` (OPTIONS *) and anything else that is no path: Next answers those with a 500.
  if (req.url !~ "^/") {
    return (synth(400, "Bad request: the request target must be a path"));
  }
  # The instances' limits (lib/request-target.ts): a path over 1,024 characters or a target
  # over 4,096. Checked before any rewrite of the URL below, which on a target this long
  # overflows the workspace: a 500 or a 503 instead of an answer.
  if (req.url ~ "^[^?]{1025}" || req.url ~ "^.{4097}") {
    return (synth(414, "URI too long: no address of this site is anywhere near as long"));
  }
  if (req.http.host) {
    set req.http.host = std.tolower(regsub(req.http.host, "\.?(:(80|443))?$", ""));
  }
  # A dot segment, plain or encoded (`/tech-solution/%2e%2e`), is resolved by the instances
  # after routing, so that path would answer as another page: no page has one.
  if (req.url ~ "(?i)^[^?]*/(\.|%2e){1,2}(/|\?|$)") {
    return (synth(404, "Not found: the address has a dot segment (. or ..)"));
  }
  # Empty segments (`//services`): Next redirects them before any of our code runs, so without
  # our headers. Answered here, in one step to the page's one address (no trailing slash).
  if (req.url ~ "^[^?]*//") {
    set req.http.x-location = regsub(regsuball(regsub(req.url, "\?.*$", ""), "/{2,}", "/"), "(.)/$", "\1") + regsub(req.url, "^[^?]*", "");
    return (synth(308, "Permanent Redirect"));
  }

  # Headers only Next itself may send (CVE-2025-29927 and its kin): never from outside.
  unset req.http.x-middleware-subrequest;
  unset req.http.x-prerender-revalidate;
  unset req.http.x-prerender-revalidate-if-generated;
  unset req.http.x-now-route-matches;
  unset req.http.x-matched-path;

  if (req.method == "PURGE") {
    call solvik_purge;
  }
  call solvik_host;
  # Pages answer GET and HEAD; webhooks post to /api/*, and the contact form posts to /contact
  # or /sv/contact itself (its server action; the answer is the visitor's own and never kept). Next answers
  # other methods on an article with the page, and TRACE on a route handler with a 500 and a
  # stack trace in its log, before any of our code can refuse them.
  if (req.method != "GET" && req.method != "HEAD") {
    if (req.method == "POST" && req.url ~ "^(/[a-z]{2})?/contact(\?[^#]*)?$") {
      # The form posts multipart (React's encoding, with or without JavaScript); any other
      # body is no message. (A form body cut off on its way still fails the fetch into a 503:
      # read ahead, it would be sent again on a retry, and a post must reach one instance once.)
      if (req.http.Content-Type !~ "^(?i)(multipart/form-data|application/x-www-form-urlencoded)\s*(;|$)") {
        return (synth(415, "Unsupported media type: send the form as the page does"));
      }
      return (pass);
    }
    if (req.url !~ "^/api/" || req.method !~ "^(POST|PUT|PATCH|DELETE|OPTIONS)$") {
      return (synth(405, "Method not allowed"));
    }
    # A body that never arrives whole (cut off, or held past timeout_idle) failed the fetch
    # into a 503: read here first, it is a 400. Only under /api/, where a second delivery is
    # harmless: a body read ahead is sent again on a retry (vcl_backend_error), and a contact
    # post must reach one instance once.
    if (req.http.Content-Length) {
      if (std.integer(req.http.Content-Length, 0) > 1048576) {
        return (synth(413, "Payload too large"));
      }
      if (!std.cache_req_body(1MB)) {
        return (synth(400, "Bad request: the body did not arrive whole"));
      }
    }
    return (pass);
  }
  # An editor's draft (Next's draft mode) is passed to the instances and kept by nobody. Next
  # believes the cookie only when it holds the build's draft-mode id, and so does this file
  # (draft-mode.vcl): a forged one goes with the other cookies and the page comes from the
  # cache. Next reads the last of two such cookies, as this pattern does.
  if (req.http.Cookie ~ "(^|;\s*)__prerender_bypass=") {
    call solvik_draft_mode_id;
    if (req.http.x-draft-mode-id ~ "^[0-9a-f]{16,}$" && regsub(req.http.Cookie, "^(.*;\s*)?__prerender_bypass=([^;]*).*$", "\2") == req.http.x-draft-mode-id) {
      unset req.http.x-draft-mode-id;
      return (pass);
    }
    unset req.http.x-draft-mode-id;
  }
  # Search's JSON (results while the visitor types) is kept like a page: each answer names the
  # keys a publish purges (app/api/search/route.ts), and only its words, language and limit
  # make the key.
  if (req.url ~ "^/api/search(\?|$)") {
    unset req.http.Cookie;
    if (req.url ~ "\?") {
      call solvik_query;
    }
    return (hash);
  }
  # The webhook, draft mode and the other API routes are never cached.
  if (req.url ~ "^/api/") {
    return (pass);
  }
  # No page reads a cookie: they would only split the cache.
  unset req.http.Cookie;

  if (req.url ~ "\?") {
    call solvik_query;
  }

  # The image optimizer answers by the formats a browser accepts (Vary: Accept): reduced to
  # the two it makes, so that each browser's own Accept string does not store another copy.
  if (req.url ~ "^/_next/image\?") {
    if (req.http.Accept ~ "image/avif") {
      set req.http.Accept = "image/avif,image/webp";
    } elsif (req.http.Accept ~ "image/webp") {
      set req.http.Accept = "image/webp";
    } else {
      unset req.http.Accept;
    }
  }

  # Next answers the same URL with HTML or with its RSC payload (client navigation, prefetch)
  # by these headers. They are reduced to the values that change the answer, the instances see
  # the same values as the cache key, and next-router-state-tree (which does not change a
  # pre-rendered page's payload) is left out of the key.
  # Each comes once: Varnish keys on a header's first line, while the instances would get
  # every line (Next answers a doubled segment prefetch with a 404, kept under the real key).
  # None of their values holds a comma (the state tree is percent-encoded), so a comma after
  # collecting the lines means there were two.
  std.collect(req.http.rsc);
  std.collect(req.http.next-router-prefetch);
  std.collect(req.http.next-router-segment-prefetch);
  std.collect(req.http.next-router-state-tree);
  if (req.http.rsc ~ "," || req.http.next-router-prefetch ~ "," || req.http.next-router-segment-prefetch ~ "," || req.http.next-router-state-tree ~ ",") {
    return (synth(400, "Bad request: a Next router header is given more than once"));
  }
  if (req.http.rsc) {
    set req.http.rsc = "1";
  }
  if (req.http.next-router-prefetch && req.http.next-router-prefetch !~ "^[123]$") {
    set req.http.next-router-prefetch = "1";
  }
  # Segment keys are Next's filesystem-safe names: plain segments, `$type$param`, `@slot`, and
  # `!` + base64url for anything else (route groups such as `(en)` are `!KGVuKQ`).
  if (req.http.next-router-segment-prefetch && req.http.next-router-segment-prefetch !~ "^/[A-Za-z0-9_/@$!-]{0,1024}$") {
    return (synth(400, "Malformed next-router-segment-prefetch header"));
  }
  # The search pages are rendered for each visitor, with a nonce of their own: passed, never
  # kept (their JSON above is).
  if (req.url ~ "^(/[a-z]{2})?/search(\?|$)") {
    return (pass);
  }
  return (hash);
}

# The visitor's address is the connection's, or, on the PROXY listener, the one the TLS
# terminator's PROXY header names: client.ip either way, and the one hop we trust. Whatever the
# client wrote about itself is replaced or dropped, so the instances (which believe this header
# from us alone: TRUSTED_PROXIES) key their rate limits on the real address, and Next never
# takes a host or scheme from a visitor (its server actions compare Origin with
# X-Forwarded-Host).
sub solvik_forwarded {
  set req.http.X-Forwarded-For = client.ip;
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Forwarded-Proto;
  unset req.http.X-Forwarded-Port;
  unset req.http.X-Forwarded-Server;
  unset req.http.Forwarded;
  unset req.http.X-Real-IP;
  unset req.http.X-Client-IP;
  unset req.http.True-Client-IP;
}

# The site's own names: SITE_URL's host (varnishd's environment, the instances' variable), and
# the loopback names of a Varnish tried on one machine. Anything else (another site's name, a
# made-up one) would be another copy of every page, kept for a year: 421, as HTTP/2 answers a
# request for a host the server does not serve. HTTP/1.0 may leave the host out: 400.
sub solvik_host {
  if (!req.http.host) {
    return (synth(400, "Bad request: name the host"));
  }
  if (req.http.host != std.tolower(regsub(regsub(std.getenv("SITE_URL"), "^https?://([^/?#]*).*$", "\1"), "\.?(:(80|443))?$", "")) && req.http.host !~ "^(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?$") {
    return (synth(421, "Misdirected request: this server does not answer for that host"));
  }
}

# Who a visitor is, for the limits below: client.ip (the connection's, or the PROXY header's),
# an IPv6 address by its /64 network, which one subscriber holds. (The text up to `::` when the
# first four groups are not all written out: a network or two more share it, never fewer.)
sub solvik_client {
  set req.http.x-client = regsub(client.ip, "^::ffff:([0-9.]+)$", "\1");
  if (req.http.x-client ~ ":") {
    if (req.http.x-client ~ "^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}(:|$)") {
      set req.http.x-client = regsub(req.http.x-client, "^(([0-9a-f]{1,4}:){3}[0-9a-f]{1,4}).*$", "\1::/64");
    } else {
      set req.http.x-client = regsub(req.http.x-client, "::.*$", "::/64");
    }
  }
}

# What one visitor may make the instances do: passes (search pages, forms, the API, drafts) and
# misses together, EDGE_FETCH_LIMIT per 10 s (varnishd's environment; 600 when unset), then
# nothing for 10 s but what the cache holds: 429 with Retry-After. A browser stays far below
# (a page and its prefetches are a few dozen); a flood of made-up addresses or searches does
# not. The purgers (this machine, private networks) are the instances, monitoring, or a proxy
# that speaks for many visitors without the PROXY protocol: never limited.
sub solvik_throttle {
  if (client.ip !~ purgers) {
    call solvik_client;
    if (vsthrottle.is_denied("fetch:" + req.http.x-client, std.integer(std.getenv("EDGE_FETCH_LIMIT"), 600), 10s, 10s)) {
      return (synth(429, "Too many requests: please wait a few seconds"));
    }
    unset req.http.x-client;
  }
}

sub vcl_miss {
  call solvik_throttle;
}

# Varnish makes ranges itself from the whole answers it keeps. A pass would send the visitor's
# Range on, and Varnish fails the fetch (a 503) when the header is malformed (`bytes=junk`,
# `bytes=-0`), whatever the instance answers: what is passed is answered whole, as HTTP allows.
sub vcl_pass {
  call solvik_throttle;
  unset req.http.Range;
  unset req.http.If-Range;
}

# Only these routes read their query: an image's source and size, the language switch's
# target, a search's words and page of results (for its JSON, language and limit). On any
# other address a query would only store another copy of the same answer for a year
# (`/services?x=1`), so it goes, before the key is made and before the instances see it.
# `_rsc` stays on the way to the instances (Next checks it against the RSC headers) and is
# left out of the key in vcl_hash.
# /api/* other than search is passed before this. A redirect still gets the visitor's query
# back (vcl_deliver): the page it leads to may read it in the browser (`/contact/?topic=demo`).
sub solvik_query {
  if (req.url ~ "^/_next/image\?") {
    set req.url = regsuball(req.url, "([?&])(?!(url|w|q)(=|&|$))[^&]*", "\1");
  } elsif (req.url ~ "^/language\?") {
    set req.url = regsuball(req.url, "([?&])(?!(to|path|_rsc)(=|&|$))[^&]*", "\1");
  } elsif (req.url ~ "^(/[a-z]{2})?/search\?") {
    set req.url = regsuball(req.url, "([?&])(?!(q|page|_rsc)(=|&|$))[^&]*", "\1");
  } elsif (req.url ~ "^/api/search\?") {
    set req.url = regsuball(req.url, "([?&])(?!(q|lang|limit)(=|&|$))[^&]*", "\1");
  } else {
    set req.http.x-visitor-query = regsub(req.url, "^[^?]*", "");
    set req.url = regsuball(req.url, "([?&])(?!_rsc(=|&|$))[^&]*", "\1");
  }
  set req.url = regsuball(req.url, "&{2,}", "&");
  set req.url = regsub(req.url, "\?&", "?");
  set req.url = regsub(req.url, "[?&]$", "");
  set req.url = std.querysort(req.url);
}

sub solvik_purge {
  if (client.ip !~ purgers) {
    return (synth(403, "Purging is not allowed from this address"));
  }
  # std.getenv is read per request: the token is varnishd's environment, never in this file.
  if (std.getenv("CACHE_PURGE_TOKEN") !~ "^.{32,}$") {
    return (synth(503, "Purging is off: CACHE_PURGE_TOKEN is not set (32 characters or more)"));
  }
  if (req.http.Authorization != "Bearer " + std.getenv("CACHE_PURGE_TOKEN")) {
    return (synth(401, "Purge refused: wrong or missing token"));
  }
  # Soft: the next visitor gets the previous page at once while the new one is fetched.
  if (req.http.xkey-softpurge) {
    set req.http.x-purged = xkey.softpurge(req.http.xkey-softpurge);
  } elsif (req.http.xkey-purge) {
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
  } else {
    return (synth(400, "Name the keys in xkey-softpurge or xkey-purge"));
  }
  return (synth(200, "Purged " + req.http.x-purged + " objects"));
}

sub vcl_hash {
  # _rsc is the client's hash of its RSC headers (Next answers a wrong one with a redirect):
  # the headers that change the answer are in the key themselves, the router state is not.
  hash_data(regsub(regsuball(req.url, "([?&])_rsc=[^&]*", "\1"), "[?&]+$", ""));
  # The host is the site's (solvik_host): one copy for its name, one for any loopback name and
  # port together (pages are the same on every name; redirects name no host).
  if (req.http.host ~ "^(localhost|127\.0\.0\.1|\[::1\])(:|$)") {
    hash_data("loopback");
  } else {
    hash_data(req.http.host);
  }
  hash_data("rsc:" + req.http.rsc);
  hash_data("prefetch:" + req.http.next-router-prefetch);
  hash_data("segment:" + req.http.next-router-segment-prefetch);
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.x-visitor-query;
}

sub vcl_backend_response {
  # Build assets carry their content's hash in their name: kept for good.
  if (bereq.url ~ "^/_next/static/" && beresp.status == 200) {
    set beresp.ttl = 365d;
    set beresp.grace = 1d;
    return (deliver);
  }
  # An instance that fails never replaces a good page: a background refresh is dropped (the
  # previous page stays), and an error is never kept.
  if (beresp.status >= 500) {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  # Defence in depth: an answer for a draft cookie is kept by nobody (such requests are passed).
  # Nor is a redirect of an RSC request: Next sends one when the client's _rsc does not match
  # its headers, and the key leaves _rsc out.
  if (bereq.http.Cookie ~ "(^|;\s*)__prerender_bypass=" || (bereq.http.rsc && beresp.status >= 300 && beresp.status < 400)) {
    set beresp.uncacheable = true;
  }
  # The key holds the RSC headers itself; the state tree and the encoding (stored once as
  # gzip, unzipped for the rare client that cannot take it) must not split it into variants.
  if (beresp.http.Vary) {
    set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)(^|,)\s*(next-router-state-tree|accept-encoding)\s*(?=,|$)", "");
    set beresp.http.Vary = regsub(beresp.http.Vary, "^,\s*", "");
    if (beresp.http.Vary == "") {
      unset beresp.http.Vary;
    }
  }
  if (beresp.http.Content-Type ~ "^(text/|application/(json|xml|rss\+xml|javascript|manifest\+json)|image/svg\+xml)") {
    set beresp.do_gzip = true;
  }
  # Next asks every cache to revalidate its metadata files at once (robots.txt, the icons);
  # they name their keys, so they are kept like pages, until a deployment purges them.
  if (beresp.ttl <= 0s && beresp.status == 200 && beresp.http.xkey && beresp.http.Cache-Control ~ "^public, max-age=0, must-revalidate$") {
    set beresp.ttl = 365d;
  }
  if (beresp.ttl > 0s) {
    if (beresp.http.xkey) {
      # A page that was stale at the instance (which is rendering it again now) is kept half a
      # second, so that the fresh one replaces it soon after it is there.
      if (beresp.http.x-nextjs-cache == "STALE") {
        set beresp.ttl = 0.5s;
      }
      # A 404 can become a page (a post published under that slug; its keys purge it), but
      # made-up addresses should not sit in memory: five minutes at most.
      if (beresp.status == 404 && beresp.ttl > 5m) {
        set beresp.ttl = 5m;
      }
    } elsif (bereq.url !~ "^/_next/image\?") {
      # An answer that names no keys cannot be purged (a page's very first render, Next's
      # segment prefetches): kept one second, enough to take a burst off the instances, never
      # long enough to outlive a publish.
      set beresp.ttl = 1s;
    }
    # With every instance down (or failing) the last pages are served this long.
    set beresp.grace = 24h;
  }
  # Browsers revalidate what we keep (vcl_deliver), and we answer them 304 when they hold the
  # same copy: by ETag where Next sends one, by the time we fetched it otherwise.
  if (beresp.ttl > 0s && !beresp.http.ETag && !beresp.http.Last-Modified) {
    set beresp.http.Last-Modified = now;
  }
  # Varnish's built-in rules follow: no-store, private, Set-Cookie and a zero TTL are not kept.
}

sub vcl_deliver {
  # The keys are for this cache only.
  unset resp.http.xkey;
  call solvik_private_headers;
  call solvik_downstream_lifetime;
  # A redirect keeps the query the instances did not see (solvik_query), as they would have.
  if (req.http.x-visitor-query && resp.status >= 301 && resp.status <= 308 && resp.http.Location && resp.http.Location !~ "\?") {
    set resp.http.Location = resp.http.Location + req.http.x-visitor-query;
  }
  # Downstream (browsers) the answer varies as Next said it does.
  if (resp.http.Vary ~ "(?i)(^|,)\s*rsc\s*(,|$)") {
    set resp.http.Vary = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
  }
  call solvik_security_headers;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}

# What a visitor has no use for: which software answers, and Next's notes to itself. Next's
# client reads some of those on its RSC payloads (text/x-component: the stale time, a
# rewrite's path, the deployment) and on a server action's answer, so they stay there.
# X-Varnish (the transactions that served and fetched an answer) is kept for the purgers.
sub solvik_private_headers {
  unset resp.http.Server;
  unset resp.http.Via;
  unset resp.http.X-Powered-By;
  unset resp.http.x-nextjs-cache;
  unset resp.http.x-nextjs-matched-path;
  unset resp.http.x-nextjs-redirect;
  unset resp.http.x-nextjs-rewrite;
  unset resp.http.x-nextjs-build-id;
  unset resp.http.x-nextjs-data;
  if (resp.http.Content-Type !~ "^text/x-component") {
    unset resp.http.x-nextjs-prerender;
    unset resp.http.x-nextjs-stale-time;
    unset resp.http.x-nextjs-postponed;
    unset resp.http.x-nextjs-rewritten-path;
    unset resp.http.x-nextjs-rewritten-query;
    unset resp.http.x-nextjs-deployment-id;
  }
  if (client.ip !~ purgers) {
    unset resp.http.X-Varnish;
  }
}

# What browsers and any cache after us (a CDN, a corporate proxy) may keep. We keep pages for
# as long as Next says and purge them on a publish; nobody downstream hears of a purge, so
# they get lifetimes a publish cannot outlive: revalidate every time (a 304 from us when
# nothing changed, by ETag or Last-Modified), except for what can never change.
sub solvik_downstream_lifetime {
  # s-maxage and its kin are for us alone.
  if (resp.http.Cache-Control ~ "(?i)(s-maxage|stale-)") {
    set resp.http.Cache-Control = regsub(regsuball(resp.http.Cache-Control, "(?i)\s*(s-maxage|stale-while-revalidate|stale-if-error)=\d+\s*(,|$)", ""), ",\s*$", "");
  }
  if (req.url ~ "^/_next/static/" && resp.status == 200) {
    # Build assets: the content's hash is in the name.
    set resp.http.Cache-Control = "public, max-age=31536000, immutable";
  } elsif (resp.http.Cache-Control == "public, max-age=0") {
    # Files of public/ (Next's header for them alone): no hash in their names, replaced at a
    # deployment. An hour at most.
    set resp.http.Cache-Control = "public, max-age=3600";
  } elsif (obj.uncacheable || resp.http.Cache-Control ~ "(?i)(private|no-store)") {
    # The visitor's own answer (a form post, a draft, the API): as the instance said.
  } elsif (req.url ~ "^/_next/image\?") {
    # Optimized images: as long as Next keeps them, here as downstream; no key purges them.
  } else {
    set resp.http.Cache-Control = "public, max-age=0, must-revalidate";
  }
}

# The headers the instances send with every answer (lib/security-headers.ts), on every answer
# that leaves without them: ours (vcl_synth, a backend error) and the few Next sends before
# any of our code runs. A page's own policy (its script hashes) is never replaced; an answer
# without one is no page, and may run and frame nothing.
sub solvik_security_headers {
  if (!resp.http.Content-Security-Policy) {
    set resp.http.Content-Security-Policy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    set resp.http.X-Frame-Options = "DENY";
  }
  if (!resp.http.Reporting-Endpoints) {
    set resp.http.Reporting-Endpoints = {"csp="/api/csp-report""};
  }
  if (!resp.http.Strict-Transport-Security) {
    set resp.http.Strict-Transport-Security = "max-age=63072000; includeSubDomains; preload";
  }
  if (!resp.http.X-Content-Type-Options) {
    set resp.http.X-Content-Type-Options = "nosniff";
  }
  if (!resp.http.Referrer-Policy) {
    set resp.http.Referrer-Policy = "strict-origin-when-cross-origin";
  }
  if (!resp.http.Permissions-Policy) {
    set resp.http.Permissions-Policy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
  }
}

sub vcl_synth {
  if (resp.status == 405) {
    set resp.http.Allow = "GET, HEAD";
  }
  if (resp.status == 429) {
    call solvik_client;
    set resp.http.Retry-After = 1 + std.integer(duration = vsthrottle.blocked("fetch:" + req.http.x-client, std.integer(std.getenv("EDGE_FETCH_LIMIT"), 600), 10s, 10s), fallback = 10);
  }
  if (resp.status == 308) {
    set resp.http.Location = req.http.x-location;
    set resp.reason = "Moved to " + req.http.x-location;
  }
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.http.Cache-Control = "no-store";
  call solvik_private_headers;
  call solvik_security_headers;
  set resp.body = resp.reason + {"
"};
  return (deliver);
}

# Delivered through vcl_deliver, which adds the security headers.
sub vcl_backend_error {
  # An instance that stopped before the health probes noticed refuses the connection: the
  # request goes on to the next instance instead of failing. Varnish retries a request body
  # only if it was never sent, so a contact post cannot reach two instances.
  if (bereq.retries < 3) {
    return (retry);
  }
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.body = {"The site cannot be reached right now. Please try again in a minute.
"};
  return (deliver);
}
