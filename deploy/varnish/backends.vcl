# The storefront processes behind Varnish (included by default.vcl through vcl_path). This file is the example
# for one machine with two processes (a probe tolerant of a busy process: 2 of 5 good answers within 5 s);
# a deployment writes its own (the multi-process test and `pnpm bench load`
# write one per run in a temporary folder placed first in `-p vcl_path=…`). It must define the director `shop`
# and `sub truffe_backend`.
import directors;

probe truffe_ready {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 5s;
    .window = 5;
    .threshold = 2;
    .initial = 2;
}

backend shop_a { .host = "127.0.0.1"; .port = "3000"; .probe = truffe_ready; }
backend shop_b { .host = "127.0.0.1"; .port = "3010"; .probe = truffe_ready; }

sub vcl_init {
    new shop = directors.round_robin();
    shop.add_backend(shop_a);
    shop.add_backend(shop_b);
}

sub truffe_backend {
    set req.backend_hint = shop.backend();
}
