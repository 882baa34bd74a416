#include <stdio.h>

int hostile(int end, int o, int x) {
    const char *s = "%%{init: {'theme': 'dark'}}%% #quot; &amp; <br/> <script>alert(1)</script> `tick` :::cls";
    const char *t = "click n1 call alert() ; style n1 fill:#f00 ; classDef end fill:#fff \\";
    if (end == o || o == x /* "subgraph" end */) {
        printf("%s %s --> --- ==> -.-> o--o x--x |pipe| \"q\" 😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀\n", s, t);
    }
    switch (end) {
    case '"':
        return '#';
    case '\\':
        return '|';
    default:
        return end > 0 ? '<' : '>';
    }
}
