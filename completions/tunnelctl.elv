
use builtin;
use str;

set edit:completion:arg-completer[tunnelctl] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'tunnelctl'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'tunnelctl'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand tcp-edge 'Manage TCP edges: public TCP listeners with optional modules'
            cand serve 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)'
            cand session 'List online tunnel sessions; restart, stop or update their agents'
            cand agent 'Emulate agents: bring them online and manage the releases they update to'
            cand route 'Manage the modules of HTTPS edge routes: SAML sign-in and compression'
            cand tls-termination 'Manage the TLS termination module of TLS edges'
            cand event-sub 'Manage event subscriptions: which event types are sent to which event destinations'
            cand ssh-ca 'Manage SSH certificate authorities: the keys that sign certificates, and their KRLs'
            cand ssh-cert 'Issue, revoke and renew SSH user certificates'
            cand ssh-host-cert 'Issue, revoke and renew SSH host certificates'
            cand api 'Send a raw API request through the active transport and print the response body'
            cand config 'Show the configuration in effect and the profiles of the config file'
            cand store 'Check, export and import the embedded store as a whole (not with --api-url)'
            cand completions 'Print a shell completion script'
            cand version 'Show the version, commit, build date and target (and under --api-url the server''s version)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;tcp-edge'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand create 'Create a TCP edge'
            cand get 'Show one TCP edge'
            cand list 'List TCP edges, newest first'
            cand update 'Change a TCP edge; fields and modules that are not given stay as they are'
            cand delete 'Delete TCP edges'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;tcp-edge;create'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --hostport 'Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge''s list)'
            cand --backend-id 'Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)'
            cand --backend-enabled 'Whether the backend module applies to traffic [default: true]'
            cand --ip-policy-id 'IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)'
            cand --ip-restriction-enabled 'Whether the IP restriction module applies to traffic [default: true]'
            cand --policy-file 'Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tcp-edge;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --module 'Show only this module of the edge (exit code 3 when it is not set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tcp-edge;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --limit 'Return at most this many items [default: all, following every page]'
            cand --before-id 'Start after this ID: only items older than it are listed'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tcp-edge;update'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --hostport 'Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge''s list)'
            cand --backend-id 'Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)'
            cand --backend-enabled 'Whether the backend module applies to traffic [default: true]'
            cand --ip-policy-id 'IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)'
            cand --ip-restriction-enabled 'Whether the IP restriction module applies to traffic [default: true]'
            cand --policy-file 'Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand --remove 'Remove a module from the edge (can be repeated)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tcp-edge;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tcp-edge;help'= {
            cand create 'Create a TCP edge'
            cand get 'Show one TCP edge'
            cand list 'List TCP edges, newest first'
            cand update 'Change a TCP edge; fields and modules that are not given stay as they are'
            cand delete 'Delete TCP edges'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;tcp-edge;help;create'= {
        }
        &'tunnelctl;tcp-edge;help;get'= {
        }
        &'tunnelctl;tcp-edge;help;list'= {
        }
        &'tunnelctl;tcp-edge;help;update'= {
        }
        &'tunnelctl;tcp-edge;help;delete'= {
        }
        &'tunnelctl;tcp-edge;help;help'= {
        }
        &'tunnelctl;serve'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --listen 'Address to listen on, HOST:PORT (a name such as localhost or an IP address); port 0 picks a free port'
            cand --public-url 'Public base URL for the `uri` fields of responses [default: http://<listen address>]'
            cand --ca-passphrase-file 'Passphrase of an encrypted SSH CA, so that the server can sign with it: CA_ID=FILE, where the first line of FILE is the passphrase (can be repeated; checked at start)'
            cand --background 'Run as the background store process of --keep-open: on the store''s socket only, in a session of its own, until DURATION passes without a request (started by tunnelctl itself)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;session'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'List online tunnel sessions, newest first'
            cand get 'Show one tunnel session'
            cand restart 'Restart the agent of a session'
            cand stop 'Stop the agent of a session; the session goes offline'
            cand update 'Update the agent of a session to the newest release of its major version'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;session;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --limit 'Return at most this many items [default: all, following every page]'
            cand --before-id 'Start after this ID: only items older than it are listed'
            cand --region 'Only sessions in this region (e.g. us, eu); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)'
            cand --os 'Only sessions of agents on this operating system (e.g. linux); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)'
            cand --agent-version 'Only sessions of agents of this version (e.g. 3.19.0); filtered client-side, as the API has no such filter (pages are read until --limit sessions match)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;session;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;session;restart'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;session;stop'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;session;update'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;session;help'= {
            cand list 'List online tunnel sessions, newest first'
            cand get 'Show one tunnel session'
            cand restart 'Restart the agent of a session'
            cand stop 'Stop the agent of a session; the session goes offline'
            cand update 'Update the agent of a session to the newest release of its major version'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;session;help;list'= {
        }
        &'tunnelctl;session;help;get'= {
        }
        &'tunnelctl;session;help;restart'= {
        }
        &'tunnelctl;session;help;stop'= {
        }
        &'tunnelctl;session;help;update'= {
        }
        &'tunnelctl;session;help;help'= {
        }
        &'tunnelctl;agent'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand connect 'Bring an emulated agent online and print its tunnel session'
            cand release 'Manage the agent releases the emulator knows (what `session update` can move to)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;agent;connect'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --os 'Operating system of the agent''s host [default: linux]'
            cand --agent-version 'Version the agent runs, as MAJOR.MINOR.PATCH [default: 3.18.4]'
            cand --region 'Region the session starts in [default: us]'
            cand --ip 'Source IP address of the session, IPv4 or IPv6 [default: 127.0.0.1]'
            cand --transport 'Transport of the session; SSH sessions cannot be restarted or updated [default: ngrok/2]'
            cand --credential-id 'Credential the agent authenticates with: cr_... for ngrok/2, sshcr_... for ssh [default: a credential of the agent''s own, whose ID is its first session''s ID with that prefix]'
            cand --metadata 'Data of your own from the agent''s configuration (at most 4096 bytes) [default: empty]'
            cand --update-checks 'Whether the agent''s configuration allows update checks; false makes `session update` refuse [default: true]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;agent;release'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand add 'Make releases known to the emulator (known ones are left as they are)'
            cand list 'List the known releases, newest version first'
            cand remove 'Forget releases'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;agent;release;add'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;agent;release;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;agent;release;remove'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;agent;release;help'= {
            cand add 'Make releases known to the emulator (known ones are left as they are)'
            cand list 'List the known releases, newest version first'
            cand remove 'Forget releases'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;agent;release;help;add'= {
        }
        &'tunnelctl;agent;release;help;list'= {
        }
        &'tunnelctl;agent;release;help;remove'= {
        }
        &'tunnelctl;agent;release;help;help'= {
        }
        &'tunnelctl;agent;help'= {
            cand connect 'Bring an emulated agent online and print its tunnel session'
            cand release 'Manage the agent releases the emulator knows (what `session update` can move to)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;agent;help;connect'= {
        }
        &'tunnelctl;agent;help;release'= {
            cand add 'Make releases known to the emulator (known ones are left as they are)'
            cand list 'List the known releases, newest version first'
            cand remove 'Forget releases'
        }
        &'tunnelctl;agent;help;release;add'= {
        }
        &'tunnelctl;agent;help;release;list'= {
        }
        &'tunnelctl;agent;help;release;remove'= {
        }
        &'tunnelctl;agent;help;help'= {
        }
        &'tunnelctl;route'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand saml 'Manage the SAML module of a route: users sign in at your identity provider (IdP)'
            cand compression 'Manage the compression module of a route'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;route;saml'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand get 'Show a route''s SAML module, or the service provider metadata to give to your IdP'
            cand replace 'Set a route''s SAML module; every field that is not given takes its default'
            cand delete 'Remove a route''s SAML module and its request-signing certificate'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;route;saml;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --sp-metadata 'Print the service provider''s SAML metadata (XML with the entity ID, ACS and SLO URLs and the signing certificate) instead of the module'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;route;saml;replace'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --enabled 'Whether the module applies to traffic [default: true]'
            cand --options-passthrough 'Let HTTP OPTIONS requests through without authentication, as CORS preflights need [default: false]'
            cand --cookie-prefix 'Prefix of the session cookie that caches a user''s authentication'
            cand --inactivity-timeout 'Inactivity after which a user must sign in again, e.g. 30m, 1h30m or 3600 (seconds; at most 4294967295 s)'
            cand --maximum-duration 'Time after which a session ends and a user must sign in again, e.g. 12h, 7d or 86400 (seconds; at most 4294967295 s)'
            cand --idp-metadata-file 'The IdP''s SAML metadata: an XML file whose root is an EntityDescriptor (- for stdin)'
            cand --force-authn 'Make the IdP ask for credentials on every sign-in, even with a valid IdP session [default: false]'
            cand --allow-idp-initiated 'Let the IdP start a sign-in on its own (it sets RelayState to the target URL) [default: false]'
            cand --authorized-group 'Only members of this IdP group may pass (can be repeated; none: every signed-in user)'
            cand --nameid-format 'Name identifier format to ask the IdP for [default: urn:oasis:names:tc:SAML:2.0:nameid-format:persistent]'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;route;saml;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;route;saml;help'= {
            cand get 'Show a route''s SAML module, or the service provider metadata to give to your IdP'
            cand replace 'Set a route''s SAML module; every field that is not given takes its default'
            cand delete 'Remove a route''s SAML module and its request-signing certificate'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;route;saml;help;get'= {
        }
        &'tunnelctl;route;saml;help;replace'= {
        }
        &'tunnelctl;route;saml;help;delete'= {
        }
        &'tunnelctl;route;saml;help;help'= {
        }
        &'tunnelctl;route;compression'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand get 'Show a route''s compression module'
            cand replace 'Set a route''s compression module'
            cand delete 'Remove a route''s compression module'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;route;compression;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;route;compression;replace'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --enabled 'Whether the module applies to traffic [default: true]'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;route;compression;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;route;compression;help'= {
            cand get 'Show a route''s compression module'
            cand replace 'Set a route''s compression module'
            cand delete 'Remove a route''s compression module'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;route;compression;help;get'= {
        }
        &'tunnelctl;route;compression;help;replace'= {
        }
        &'tunnelctl;route;compression;help;delete'= {
        }
        &'tunnelctl;route;compression;help;help'= {
        }
        &'tunnelctl;route;help'= {
            cand saml 'Manage the SAML module of a route: users sign in at your identity provider (IdP)'
            cand compression 'Manage the compression module of a route'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;route;help;saml'= {
            cand get 'Show a route''s SAML module, or the service provider metadata to give to your IdP'
            cand replace 'Set a route''s SAML module; every field that is not given takes its default'
            cand delete 'Remove a route''s SAML module and its request-signing certificate'
        }
        &'tunnelctl;route;help;saml;get'= {
        }
        &'tunnelctl;route;help;saml;replace'= {
        }
        &'tunnelctl;route;help;saml;delete'= {
        }
        &'tunnelctl;route;help;compression'= {
            cand get 'Show a route''s compression module'
            cand replace 'Set a route''s compression module'
            cand delete 'Remove a route''s compression module'
        }
        &'tunnelctl;route;help;compression;get'= {
        }
        &'tunnelctl;route;help;compression;replace'= {
        }
        &'tunnelctl;route;help;compression;delete'= {
        }
        &'tunnelctl;route;help;help'= {
        }
        &'tunnelctl;tls-termination'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand get 'Show a TLS edge''s TLS termination module'
            cand replace 'Set a TLS edge''s TLS termination module; every field that is not given takes its default'
            cand delete 'Remove a TLS edge''s TLS termination module'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;tls-termination;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tls-termination;replace'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --enabled 'Whether the module applies to traffic [default: true]'
            cand --terminate-at 'Where TLS ends: at the edge, or passed through to the upstream [default: edge]'
            cand --min-version 'Lowest TLS version the edge accepts (only with --terminate-at edge) [default: 1.2]'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tls-termination;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;tls-termination;help'= {
            cand get 'Show a TLS edge''s TLS termination module'
            cand replace 'Set a TLS edge''s TLS termination module; every field that is not given takes its default'
            cand delete 'Remove a TLS edge''s TLS termination module'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;tls-termination;help;get'= {
        }
        &'tunnelctl;tls-termination;help;replace'= {
        }
        &'tunnelctl;tls-termination;help;delete'= {
        }
        &'tunnelctl;tls-termination;help;help'= {
        }
        &'tunnelctl;event-sub'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand create 'Create an event subscription'
            cand get 'Show one event subscription'
            cand list 'List event subscriptions, newest first'
            cand update 'Change an event subscription; fields that are not given stay as they are'
            cand delete 'Delete event subscriptions'
            cand source 'Manage the event types (sources) of a subscription one by one'
            cand types 'List the known event types, one per line'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;event-sub;create'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --source 'Event type that triggers the subscription, with its version, e.g. ip_policy_created.v0 (can be repeated; on update, replaces the subscription''s list)'
            cand --destination-id 'Event destination that events are sent to (ed_ ID; can be repeated; on update, replaces the subscription''s list)'
            cand --description 'Human-readable purpose (at most 255 characters)'
            cand --metadata 'Machine-readable data of your own (at most 4096 characters)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --limit 'Return at most this many items [default: all, following every page]'
            cand --before-id 'Start after this ID: only items older than it are listed'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;update'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --source 'Event type that triggers the subscription, with its version, e.g. ip_policy_created.v0 (can be repeated; on update, replaces the subscription''s list)'
            cand --destination-id 'Event destination that events are sent to (ed_ ID; can be repeated; on update, replaces the subscription''s list)'
            cand --description 'Human-readable purpose (at most 255 characters)'
            cand --metadata 'Machine-readable data of your own (at most 4096 characters)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;source'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'List the event types a subscription triggers on'
            cand get 'Show one source of a subscription'
            cand add 'Add event types to a subscription'
            cand remove 'Remove event types from a subscription'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;event-sub;source;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;source;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;source;add'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;source;remove'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;source;help'= {
            cand list 'List the event types a subscription triggers on'
            cand get 'Show one source of a subscription'
            cand add 'Add event types to a subscription'
            cand remove 'Remove event types from a subscription'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;event-sub;source;help;list'= {
        }
        &'tunnelctl;event-sub;source;help;get'= {
        }
        &'tunnelctl;event-sub;source;help;add'= {
        }
        &'tunnelctl;event-sub;source;help;remove'= {
        }
        &'tunnelctl;event-sub;source;help;help'= {
        }
        &'tunnelctl;event-sub;types'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;event-sub;help'= {
            cand create 'Create an event subscription'
            cand get 'Show one event subscription'
            cand list 'List event subscriptions, newest first'
            cand update 'Change an event subscription; fields that are not given stay as they are'
            cand delete 'Delete event subscriptions'
            cand source 'Manage the event types (sources) of a subscription one by one'
            cand types 'List the known event types, one per line'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;event-sub;help;create'= {
        }
        &'tunnelctl;event-sub;help;get'= {
        }
        &'tunnelctl;event-sub;help;list'= {
        }
        &'tunnelctl;event-sub;help;update'= {
        }
        &'tunnelctl;event-sub;help;delete'= {
        }
        &'tunnelctl;event-sub;help;source'= {
            cand list 'List the event types a subscription triggers on'
            cand get 'Show one source of a subscription'
            cand add 'Add event types to a subscription'
            cand remove 'Remove event types from a subscription'
        }
        &'tunnelctl;event-sub;help;source;list'= {
        }
        &'tunnelctl;event-sub;help;source;get'= {
        }
        &'tunnelctl;event-sub;help;source;add'= {
        }
        &'tunnelctl;event-sub;help;source;remove'= {
        }
        &'tunnelctl;event-sub;help;types'= {
        }
        &'tunnelctl;event-sub;help;help'= {
        }
        &'tunnelctl;ssh-ca'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand create 'Create an SSH certificate authority with a new key'
            cand import 'Make an existing OpenSSH private key an SSH certificate authority (local store only)'
            cand get 'Show one SSH certificate authority, or only its public key line'
            cand list 'List SSH certificate authorities, newest first'
            cand update 'Change the description or metadata of an SSH certificate authority'
            cand delete 'Delete SSH certificate authorities (refused while certificates they signed exist)'
            cand krl 'Write the OpenSSH key revocation list (KRL) of the certificates a CA revoked'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;ssh-ca;create'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --key-type 'Type of the CA''s key [default: ed25519]'
            cand --curve 'Elliptic curve of an ecdsa key [default: p256]'
            cand --bits 'Size of an rsa key in bits: 2048, 3072 or 4096 [default: 4096]'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --passphrase-file 'Keep the private key encrypted at rest with the passphrase on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-ca;import'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --private-key-file 'The OpenSSH private key to import (e.g. made with ssh-keygen; - for stdin)'
            cand --passphrase-file 'Passphrase on the first line of FILE: decrypts an encrypted key, and keeps the key encrypted at rest (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-ca;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --known-hosts 'Print only the known_hosts line that trusts the CA''s host certificates for host names matching PATTERN (e.g. ''*.example.com''): @cert-authority PATTERN KEY'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --public-key 'Print only the public key line, as TrustedUserCAKeys takes it'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-ca;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --limit 'Return at most this many items [default: all, following every page]'
            cand --before-id 'Start after this ID: only items older than it are listed'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-ca;update'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-ca;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-ca;krl'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --output-file 'Write the KRL to FILE (replaced atomically, mode 0644) instead of stdout'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-ca;help'= {
            cand create 'Create an SSH certificate authority with a new key'
            cand import 'Make an existing OpenSSH private key an SSH certificate authority (local store only)'
            cand get 'Show one SSH certificate authority, or only its public key line'
            cand list 'List SSH certificate authorities, newest first'
            cand update 'Change the description or metadata of an SSH certificate authority'
            cand delete 'Delete SSH certificate authorities (refused while certificates they signed exist)'
            cand krl 'Write the OpenSSH key revocation list (KRL) of the certificates a CA revoked'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;ssh-ca;help;create'= {
        }
        &'tunnelctl;ssh-ca;help;import'= {
        }
        &'tunnelctl;ssh-ca;help;get'= {
        }
        &'tunnelctl;ssh-ca;help;list'= {
        }
        &'tunnelctl;ssh-ca;help;update'= {
        }
        &'tunnelctl;ssh-ca;help;delete'= {
        }
        &'tunnelctl;ssh-ca;help;krl'= {
        }
        &'tunnelctl;ssh-ca;help;help'= {
        }
        &'tunnelctl;ssh-cert'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand create 'Issue an SSH user certificate for a public key, signed by a CA of the store'
            cand get 'Show one SSH user certificate, and optionally write it to a file'
            cand list 'List SSH user certificates, newest first'
            cand update 'Change the description or metadata of an SSH user certificate'
            cand delete 'Delete SSH user certificates (deleting does not revoke: see revoke)'
            cand revoke 'Revoke SSH user certificates: their CA''s KRL lists them from then on'
            cand renew 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;ssh-cert;create'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --ca-id 'The CA that signs the certificate (sshca_...) [default: on a terminal, pick one from a list]'
            cand --public-key-file 'File with the public key to certify, e.g. ~/.ssh/id_ed25519.pub (- for stdin)'
            cand --public-key 'The public key to certify, as one OpenSSH line (TYPE BASE64 [COMMENT])'
            cand --principal 'User name the holder may log in as (can be repeated) [default: none, so any user]'
            cand --critical-option 'Critical option: force-command=COMMAND or source-address=CIDR[,CIDR...] (can be repeated)'
            cand --extension 'Extension, e.g. permit-pty or name@example.com=value (can be repeated) [default: permit-pty and permit-user-rc]'
            cand --valid-after 'Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now, less --backdate]'
            cand --valid-until 'End of the validity window, RFC 3339 [default: the default length after now]'
            cand --valid-for 'Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else from now'
            cand --backdate 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --write-cert 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub'
            cand --ca-passphrase-file 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --force 'Overwrite the file of --write-cert if it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-cert;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --write-cert 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --force 'Overwrite the file of --write-cert if it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-cert;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --limit 'Return at most this many items [default: all, following every page]'
            cand --before-id 'Start after this ID: only items older than it are listed'
            cand --ca-id 'Only certificates signed by this CA; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --revoked 'Only revoked certificates; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-cert;update'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-cert;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-cert;revoke'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --reason 'Why they are revoked (kept with the revocation, at most 255 bytes)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-cert;renew'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --valid-for 'Length of the new validity window from now [default: as long as the old one''s]'
            cand --backdate 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)'
            cand --write-cert 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub'
            cand --ca-passphrase-file 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --revoke-old 'Revoke the old certificate once the new one is issued'
            cand --force 'Overwrite the file of --write-cert if it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-cert;help'= {
            cand create 'Issue an SSH user certificate for a public key, signed by a CA of the store'
            cand get 'Show one SSH user certificate, and optionally write it to a file'
            cand list 'List SSH user certificates, newest first'
            cand update 'Change the description or metadata of an SSH user certificate'
            cand delete 'Delete SSH user certificates (deleting does not revoke: see revoke)'
            cand revoke 'Revoke SSH user certificates: their CA''s KRL lists them from then on'
            cand renew 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;ssh-cert;help;create'= {
        }
        &'tunnelctl;ssh-cert;help;get'= {
        }
        &'tunnelctl;ssh-cert;help;list'= {
        }
        &'tunnelctl;ssh-cert;help;update'= {
        }
        &'tunnelctl;ssh-cert;help;delete'= {
        }
        &'tunnelctl;ssh-cert;help;revoke'= {
        }
        &'tunnelctl;ssh-cert;help;renew'= {
        }
        &'tunnelctl;ssh-cert;help;help'= {
        }
        &'tunnelctl;ssh-host-cert'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand create 'Issue an SSH host certificate for a server''s host key, signed by a CA of the store'
            cand get 'Show one SSH host certificate, and optionally write it to a file'
            cand list 'List SSH host certificates, newest first'
            cand update 'Change the description or metadata of an SSH host certificate'
            cand delete 'Delete SSH host certificates (deleting does not revoke: see revoke)'
            cand revoke 'Revoke SSH host certificates: their CA''s KRL lists them from then on'
            cand renew 'Issue a new certificate like an existing one (same key, CA, principals), valid from now'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;ssh-host-cert;create'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --ca-id 'The CA that signs the certificate (sshca_...) [default: on a terminal, pick one from a list]'
            cand --public-key-file 'File with the public key to certify, e.g. ~/.ssh/id_ed25519.pub (- for stdin)'
            cand --public-key 'The public key to certify, as one OpenSSH line (TYPE BASE64 [COMMENT])'
            cand --principal 'Host name or address clients connect to (can be repeated) [default: none, so any host; dangerous]'
            cand --valid-after 'Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now, less --backdate]'
            cand --valid-until 'End of the validity window, RFC 3339 [default: the default length after now]'
            cand --valid-for 'Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else from now'
            cand --backdate 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --write-cert 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub'
            cand --ca-passphrase-file 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --force 'Overwrite the file of --write-cert if it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-host-cert;get'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --write-cert 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --force 'Overwrite the file of --write-cert if it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-host-cert;list'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --limit 'Return at most this many items [default: all, following every page]'
            cand --before-id 'Start after this ID: only items older than it are listed'
            cand --ca-id 'Only certificates signed by this CA; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --revoked 'Only revoked certificates; filtered client-side, as the API has no such filter (pages are read until --limit certificates match)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-host-cert;update'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-host-cert;delete'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-host-cert;revoke'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --reason 'Why they are revoked (kept with the revocation, at most 255 bytes)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-host-cert;renew'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --valid-for 'Length of the new validity window from now [default: as long as the old one''s]'
            cand --backdate 'Without --valid-after, start the window this long before now, so that a server whose clock is a little behind accepts the certificate at once (0 turns it off)'
            cand --write-cert 'Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub'
            cand --ca-passphrase-file 'Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl asks)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --revoke-old 'Revoke the old certificate once the new one is issued'
            cand --force 'Overwrite the file of --write-cert if it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;ssh-host-cert;help'= {
            cand create 'Issue an SSH host certificate for a server''s host key, signed by a CA of the store'
            cand get 'Show one SSH host certificate, and optionally write it to a file'
            cand list 'List SSH host certificates, newest first'
            cand update 'Change the description or metadata of an SSH host certificate'
            cand delete 'Delete SSH host certificates (deleting does not revoke: see revoke)'
            cand revoke 'Revoke SSH host certificates: their CA''s KRL lists them from then on'
            cand renew 'Issue a new certificate like an existing one (same key, CA, principals), valid from now'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;ssh-host-cert;help;create'= {
        }
        &'tunnelctl;ssh-host-cert;help;get'= {
        }
        &'tunnelctl;ssh-host-cert;help;list'= {
        }
        &'tunnelctl;ssh-host-cert;help;update'= {
        }
        &'tunnelctl;ssh-host-cert;help;delete'= {
        }
        &'tunnelctl;ssh-host-cert;help;revoke'= {
        }
        &'tunnelctl;ssh-host-cert;help;renew'= {
        }
        &'tunnelctl;ssh-host-cert;help;help'= {
        }
        &'tunnelctl;api'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand --input 'Request body as a JSON or YAML file (- for stdin); sent as JSON'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --paginate 'For a GET of a list: follow next_page_uri and print one merged list object'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;config'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand show 'Show the settings in effect and where each came from (secrets masked)'
            cand profiles 'List the profiles of the config file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;config;show'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;config;profiles'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;config;help'= {
            cand show 'Show the settings in effect and where each came from (secrets masked)'
            cand profiles 'List the profiles of the config file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;config;help;show'= {
        }
        &'tunnelctl;config;help;profiles'= {
        }
        &'tunnelctl;config;help;help'= {
        }
        &'tunnelctl;store'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand check 'Check that every record reads and every index matches the records'
            cand export 'Write the whole store as one JSON document on stdout'
            cand import 'Fill an empty store from a document that `store export` wrote'
            cand repair 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest'
            cand close 'End the background process that --keep-open started to keep the store open'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;store;check'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;store;export'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --include-private-keys 'Include the private keys of SSH CAs and SAML request-signing keys, exactly as stored (a CA encrypted at rest stays encrypted); without it they are left out and stderr says so'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;store;import'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand --allow-missing-private-keys 'Import SSH CAs and SAML modules whose private key the export left out; such CAs cannot sign'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;store;repair'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;store;close'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;store;help'= {
            cand check 'Check that every record reads and every index matches the records'
            cand export 'Write the whole store as one JSON document on stdout'
            cand import 'Fill an empty store from a document that `store export` wrote'
            cand repair 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest'
            cand close 'End the background process that --keep-open started to keep the store open'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;store;help;check'= {
        }
        &'tunnelctl;store;help;export'= {
        }
        &'tunnelctl;store;help;import'= {
        }
        &'tunnelctl;store;help;repair'= {
        }
        &'tunnelctl;store;help;close'= {
        }
        &'tunnelctl;store;help;help'= {
        }
        &'tunnelctl;completions'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;version'= {
            cand -o 'Output format of results on stdout [default: table]'
            cand --output 'Output format of results on stdout [default: table]'
            cand --jq 'Filter the JSON result through a jq expression (e.g. ''.tcp_edges[].id''): each result on its own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole first'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line every user of the machine sees it (ps): prefer the variable or a profile''s api_key_file'
            cand --api-key-file 'File holding API keys, refused when it is a symbolic link or others may read it (as ssh refuses a private key): remote mode sends its first line (instead of --api-key, which others see in ps); serve accepts every key in it, one per line (blank lines and # comments are ignored) [serve''s default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection [default: 10s]'
            cand --timeout 'Remote mode: how long the whole command may take, every request, retry and wait between them included, as curl''s --max-time (time at a prompt does not count) [default: 60s]'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH) [default: 3]'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m) [default: 10s]'
            cand --keep-open 'Keep the embedded store open in a background process for later commands, until it has had no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set) [default: auto]'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Try what would change something and write nothing (locally: run and roll back)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tunnelctl;help'= {
            cand tcp-edge 'Manage TCP edges: public TCP listeners with optional modules'
            cand serve 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)'
            cand session 'List online tunnel sessions; restart, stop or update their agents'
            cand agent 'Emulate agents: bring them online and manage the releases they update to'
            cand route 'Manage the modules of HTTPS edge routes: SAML sign-in and compression'
            cand tls-termination 'Manage the TLS termination module of TLS edges'
            cand event-sub 'Manage event subscriptions: which event types are sent to which event destinations'
            cand ssh-ca 'Manage SSH certificate authorities: the keys that sign certificates, and their KRLs'
            cand ssh-cert 'Issue, revoke and renew SSH user certificates'
            cand ssh-host-cert 'Issue, revoke and renew SSH host certificates'
            cand api 'Send a raw API request through the active transport and print the response body'
            cand config 'Show the configuration in effect and the profiles of the config file'
            cand store 'Check, export and import the embedded store as a whole (not with --api-url)'
            cand completions 'Print a shell completion script'
            cand version 'Show the version, commit, build date and target (and under --api-url the server''s version)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;help;tcp-edge'= {
            cand create 'Create a TCP edge'
            cand get 'Show one TCP edge'
            cand list 'List TCP edges, newest first'
            cand update 'Change a TCP edge; fields and modules that are not given stay as they are'
            cand delete 'Delete TCP edges'
        }
        &'tunnelctl;help;tcp-edge;create'= {
        }
        &'tunnelctl;help;tcp-edge;get'= {
        }
        &'tunnelctl;help;tcp-edge;list'= {
        }
        &'tunnelctl;help;tcp-edge;update'= {
        }
        &'tunnelctl;help;tcp-edge;delete'= {
        }
        &'tunnelctl;help;serve'= {
        }
        &'tunnelctl;help;session'= {
            cand list 'List online tunnel sessions, newest first'
            cand get 'Show one tunnel session'
            cand restart 'Restart the agent of a session'
            cand stop 'Stop the agent of a session; the session goes offline'
            cand update 'Update the agent of a session to the newest release of its major version'
        }
        &'tunnelctl;help;session;list'= {
        }
        &'tunnelctl;help;session;get'= {
        }
        &'tunnelctl;help;session;restart'= {
        }
        &'tunnelctl;help;session;stop'= {
        }
        &'tunnelctl;help;session;update'= {
        }
        &'tunnelctl;help;agent'= {
            cand connect 'Bring an emulated agent online and print its tunnel session'
            cand release 'Manage the agent releases the emulator knows (what `session update` can move to)'
        }
        &'tunnelctl;help;agent;connect'= {
        }
        &'tunnelctl;help;agent;release'= {
            cand add 'Make releases known to the emulator (known ones are left as they are)'
            cand list 'List the known releases, newest version first'
            cand remove 'Forget releases'
        }
        &'tunnelctl;help;agent;release;add'= {
        }
        &'tunnelctl;help;agent;release;list'= {
        }
        &'tunnelctl;help;agent;release;remove'= {
        }
        &'tunnelctl;help;route'= {
            cand saml 'Manage the SAML module of a route: users sign in at your identity provider (IdP)'
            cand compression 'Manage the compression module of a route'
        }
        &'tunnelctl;help;route;saml'= {
            cand get 'Show a route''s SAML module, or the service provider metadata to give to your IdP'
            cand replace 'Set a route''s SAML module; every field that is not given takes its default'
            cand delete 'Remove a route''s SAML module and its request-signing certificate'
        }
        &'tunnelctl;help;route;saml;get'= {
        }
        &'tunnelctl;help;route;saml;replace'= {
        }
        &'tunnelctl;help;route;saml;delete'= {
        }
        &'tunnelctl;help;route;compression'= {
            cand get 'Show a route''s compression module'
            cand replace 'Set a route''s compression module'
            cand delete 'Remove a route''s compression module'
        }
        &'tunnelctl;help;route;compression;get'= {
        }
        &'tunnelctl;help;route;compression;replace'= {
        }
        &'tunnelctl;help;route;compression;delete'= {
        }
        &'tunnelctl;help;tls-termination'= {
            cand get 'Show a TLS edge''s TLS termination module'
            cand replace 'Set a TLS edge''s TLS termination module; every field that is not given takes its default'
            cand delete 'Remove a TLS edge''s TLS termination module'
        }
        &'tunnelctl;help;tls-termination;get'= {
        }
        &'tunnelctl;help;tls-termination;replace'= {
        }
        &'tunnelctl;help;tls-termination;delete'= {
        }
        &'tunnelctl;help;event-sub'= {
            cand create 'Create an event subscription'
            cand get 'Show one event subscription'
            cand list 'List event subscriptions, newest first'
            cand update 'Change an event subscription; fields that are not given stay as they are'
            cand delete 'Delete event subscriptions'
            cand source 'Manage the event types (sources) of a subscription one by one'
            cand types 'List the known event types, one per line'
        }
        &'tunnelctl;help;event-sub;create'= {
        }
        &'tunnelctl;help;event-sub;get'= {
        }
        &'tunnelctl;help;event-sub;list'= {
        }
        &'tunnelctl;help;event-sub;update'= {
        }
        &'tunnelctl;help;event-sub;delete'= {
        }
        &'tunnelctl;help;event-sub;source'= {
            cand list 'List the event types a subscription triggers on'
            cand get 'Show one source of a subscription'
            cand add 'Add event types to a subscription'
            cand remove 'Remove event types from a subscription'
        }
        &'tunnelctl;help;event-sub;source;list'= {
        }
        &'tunnelctl;help;event-sub;source;get'= {
        }
        &'tunnelctl;help;event-sub;source;add'= {
        }
        &'tunnelctl;help;event-sub;source;remove'= {
        }
        &'tunnelctl;help;event-sub;types'= {
        }
        &'tunnelctl;help;ssh-ca'= {
            cand create 'Create an SSH certificate authority with a new key'
            cand import 'Make an existing OpenSSH private key an SSH certificate authority (local store only)'
            cand get 'Show one SSH certificate authority, or only its public key line'
            cand list 'List SSH certificate authorities, newest first'
            cand update 'Change the description or metadata of an SSH certificate authority'
            cand delete 'Delete SSH certificate authorities (refused while certificates they signed exist)'
            cand krl 'Write the OpenSSH key revocation list (KRL) of the certificates a CA revoked'
        }
        &'tunnelctl;help;ssh-ca;create'= {
        }
        &'tunnelctl;help;ssh-ca;import'= {
        }
        &'tunnelctl;help;ssh-ca;get'= {
        }
        &'tunnelctl;help;ssh-ca;list'= {
        }
        &'tunnelctl;help;ssh-ca;update'= {
        }
        &'tunnelctl;help;ssh-ca;delete'= {
        }
        &'tunnelctl;help;ssh-ca;krl'= {
        }
        &'tunnelctl;help;ssh-cert'= {
            cand create 'Issue an SSH user certificate for a public key, signed by a CA of the store'
            cand get 'Show one SSH user certificate, and optionally write it to a file'
            cand list 'List SSH user certificates, newest first'
            cand update 'Change the description or metadata of an SSH user certificate'
            cand delete 'Delete SSH user certificates (deleting does not revoke: see revoke)'
            cand revoke 'Revoke SSH user certificates: their CA''s KRL lists them from then on'
            cand renew 'Issue a new certificate like an existing one (same key, CA, principals, options), valid from now'
        }
        &'tunnelctl;help;ssh-cert;create'= {
        }
        &'tunnelctl;help;ssh-cert;get'= {
        }
        &'tunnelctl;help;ssh-cert;list'= {
        }
        &'tunnelctl;help;ssh-cert;update'= {
        }
        &'tunnelctl;help;ssh-cert;delete'= {
        }
        &'tunnelctl;help;ssh-cert;revoke'= {
        }
        &'tunnelctl;help;ssh-cert;renew'= {
        }
        &'tunnelctl;help;ssh-host-cert'= {
            cand create 'Issue an SSH host certificate for a server''s host key, signed by a CA of the store'
            cand get 'Show one SSH host certificate, and optionally write it to a file'
            cand list 'List SSH host certificates, newest first'
            cand update 'Change the description or metadata of an SSH host certificate'
            cand delete 'Delete SSH host certificates (deleting does not revoke: see revoke)'
            cand revoke 'Revoke SSH host certificates: their CA''s KRL lists them from then on'
            cand renew 'Issue a new certificate like an existing one (same key, CA, principals), valid from now'
        }
        &'tunnelctl;help;ssh-host-cert;create'= {
        }
        &'tunnelctl;help;ssh-host-cert;get'= {
        }
        &'tunnelctl;help;ssh-host-cert;list'= {
        }
        &'tunnelctl;help;ssh-host-cert;update'= {
        }
        &'tunnelctl;help;ssh-host-cert;delete'= {
        }
        &'tunnelctl;help;ssh-host-cert;revoke'= {
        }
        &'tunnelctl;help;ssh-host-cert;renew'= {
        }
        &'tunnelctl;help;api'= {
        }
        &'tunnelctl;help;config'= {
            cand show 'Show the settings in effect and where each came from (secrets masked)'
            cand profiles 'List the profiles of the config file'
        }
        &'tunnelctl;help;config;show'= {
        }
        &'tunnelctl;help;config;profiles'= {
        }
        &'tunnelctl;help;store'= {
            cand check 'Check that every record reads and every index matches the records'
            cand export 'Write the whole store as one JSON document on stdout'
            cand import 'Fill an empty store from a document that `store export` wrote'
            cand repair 'Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest'
            cand close 'End the background process that --keep-open started to keep the store open'
        }
        &'tunnelctl;help;store;check'= {
        }
        &'tunnelctl;help;store;export'= {
        }
        &'tunnelctl;help;store;import'= {
        }
        &'tunnelctl;help;store;repair'= {
        }
        &'tunnelctl;help;store;close'= {
        }
        &'tunnelctl;help;completions'= {
        }
        &'tunnelctl;help;version'= {
        }
        &'tunnelctl;help;help'= {
        }
    ]
    $completions[$command]
}
