# Varnish in front of the storefront processes (issue 19 item 2; decisions 0851, 0854, 0771, 0890).
#
# What is cached is decided by the shop: a response is kept only when its Cache-Control says `public` (with
# `s-maxage` or `max-age`: its lifetime; `stale-while-revalidate`: its grace) and it sets no cookie. Anything
# personal passes: requests carrying a customer session, a cart, an editor token or an Authorization header,
# and responses that are `private`, `no-store`, `no-cache` or set a cookie.
# The key is the URL (the language is in the path: `/` French, `/en/` English; query parameters sorted, as
# the shop's own HTML cache sorts them), the host, and the display currency (cookie `truffe_currency`,
# decision 0771). The pages send `Vary: Cookie` for caches that know no better; here the currency is part of
# the hash and `Cookie` is dropped from the stored Vary, so that consent or other cookies do not split the cache.
# Purges: the shop's `Cache-Tag` values (comma-separated) become xkeys (vmod xkey, Debian's varnish-modules);
# `PURGE /` with the tags in an `xkey-purge` header (space- or comma-separated) from the `purgers` ACL drops
# every page carrying one of them (apps/storefront/server/platform/purge/varnish.ts sends it).
#
# Run: varnishd -a :80 -f /etc/varnish/default.vcl -p vcl_path=/etc/varnish -s malloc,256m
# with backends.vcl (the storefront processes) in a folder of vcl_path.
vcl 4.1;

import std;
import xkey;

include "backends.vcl";

# Who may purge: the storefront processes (same machine here; their addresses in a deployment).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    call truffe_backend;

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            set req.http.x-purged = xkey.purge(regsuball(req.http.xkey-purge, "[,\s]+", " "));
            return (synth(200, "Purged " + req.http.x-purged));
        }
        return (synth(400, "xkey-purge header expected"));
    }

    # The client's own address for the shop (rate limits, sign-in throttle): Varnish appends client.ip to
    # X-Forwarded-For, and the shop trusts it from a proxy on the loopback (`trust proxy`, server/app.ts).
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Operators' and development endpoints are never cached, whatever they answer.
    if (req.url ~ "^/(admin|metrics|healthz|readyz|__dev|__gateway|__test)(/|\?|$)") {
        return (pass);
    }
    # Personal requests: a customer session, a cart, an editor, credentials.
    if (req.http.Authorization) {
        return (pass);
    }
    if (req.http.Cookie ~ "(^|;\s*)(truffe_session|truffe_cart|truffe_editor)=") {
        return (pass);
    }

    # The display currency the page is rendered in: GBP or CHF, anything else is the euro page (as the shop
    # reads it). Kept apart from Cookie so that the hash sees only the normalised value.
    unset req.http.x-truffe-currency;
    if (req.http.Cookie ~ "(^|;\s*)truffe_currency=(GBP|CHF)(;|$)") {
        set req.http.x-truffe-currency = regsub(req.http.Cookie, "^(?:.*;\s*)?truffe_currency=(GBP|CHF)(?:;.*)?$", "\1");
    }

    set req.url = std.querysort(req.url);
    # Campaign parameters (utm_*, ad click identifiers) are not part of the page: the shop renders it without
    # them (decision 0918), so a campaign link is the same object as the page's address without them. The
    # request keeps its URL (the shop and analytics still see them); only the hash leaves them out.
    set req.http.x-truffe-page = regsuball(req.url, "(?i)(?<=[?&])(utm_[^=&]*|gclid|gclsrc|gbraid|wbraid|dclid|gad_source|gad_campaignid|fbclid|msclkid|yclid|ttclid|twclid|li_fat_id|igshid|mc_cid|mc_eid|_gl|_ga|_kx)(=[^&]*)?(&|$)", "");
    set req.http.x-truffe-page = regsub(req.http.x-truffe-page, "[?&]$", "");
    # Other cookies (consent, the cart hint, the currency) do not make a page personal: the shop marks
    # anything it renders from a cookie `no-store` (decision 0851). They still reach the shop on a miss.
    return (hash);
}

sub vcl_hash {
    if (req.http.x-truffe-page) {
        hash_data(req.http.x-truffe-page);
    } else {
        hash_data(req.url);
    }
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    if (req.http.x-truffe-currency) {
        hash_data("currency:" + req.http.x-truffe-currency);
    }
    return (lookup);
}

sub vcl_hit {
    set req.http.x-varnish-cache = "HIT";
}

sub vcl_miss {
    set req.http.x-varnish-cache = "MISS";
}

sub vcl_pass {
    set req.http.x-varnish-cache = "PASS";
}

sub vcl_backend_fetch {
    unset bereq.http.x-truffe-currency;
    unset bereq.http.x-truffe-page;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Only what the shop marks public, never what is personal or sets a cookie.
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control !~ "(?i)(^|[,\s])public([,\s]|$)"
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Cache-Control !~ "(?i)(s-maxage|max-age)=[1-9]"
        || beresp.http.Vary == "*"
        || (beresp.status != 200 && beresp.status != 404 && beresp.status != 301 && beresp.status != 308)) {
        # Hit-for-miss for a short while: the next request asks the shop again, without waiting for this one.
        set beresp.ttl = 30s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The hash already holds the only cookie a shared page differs by (the currency): keep one object, not one
    # per Cookie header.
    if (beresp.http.Vary) {
        set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)(^|,)\s*Cookie\s*(,|$)", "\1");
        set beresp.http.Vary = regsub(beresp.http.Vary, "^[,\s]+|[,\s]+$", "");
        if (beresp.http.Vary == "") {
            unset beresp.http.Vary;
        }
    }
    # The tags of the content the page shows (`Cache-Tag: p:ab12,c:cd34`) become the object's xkeys.
    if (beresp.http.Cache-Tag) {
        set beresp.http.xkey = regsuball(beresp.http.Cache-Tag, "[,\s]+", " ");
    }
    # beresp.ttl comes from s-maxage (else max-age) minus the shop's Age; the grace from
    # stale-while-revalidate (Varnish reads it), at least 10 s so that a slow render is not waited for.
    if (beresp.grace < 10s) {
        set beresp.grace = 10s;
    }
    return (deliver);
}

# A process that cannot answer (restarting, its socket refused): a GET or HEAD tries the next one once.
sub vcl_backend_error {
    if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_deliver {
    set resp.http.X-Varnish-Cache = req.http.x-varnish-cache;
    unset resp.http.xkey;
    unset resp.http.Via;
    return (deliver);
}

sub vcl_synth {
    set resp.http.Cache-Control = "no-store";
}
