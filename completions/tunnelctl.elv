
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
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand tcp-edge 'Manage TCP edges: public TCP listeners with optional modules'
            cand serve 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)'
            cand session 'List online tunnel sessions; restart, stop or update their agents'
            cand agent 'Emulate agents: bring them online and manage the releases they update to'
            cand api 'Send a raw API request through the active transport and print the response body'
            cand config 'Show the configuration in effect and the profiles of the config file'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;tcp-edge'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a TCP edge'
            cand get 'Show one TCP edge'
            cand list 'List TCP edges, newest first'
            cand update 'Change a TCP edge; fields and modules that are not given stay as they are'
            cand delete 'Delete TCP edges'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;tcp-edge;create'= {
            cand --description 'Human-readable purpose (at most 255 bytes)'
            cand --metadata 'Machine-readable data of your own (at most 4096 bytes)'
            cand --hostport 'Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge''s list)'
            cand --backend-id 'Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)'
            cand --backend-enabled 'Whether the backend module applies to traffic [default: true]'
            cand --ip-policy-id 'IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)'
            cand --ip-restriction-enabled 'Whether the IP restriction module applies to traffic [default: true]'
            cand --policy-file 'Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)'
            cand --from-file 'Whole request body as a JSON or YAML file (- for stdin); flags override its fields'
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;tcp-edge;get'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;tcp-edge;list'= {
            cand --limit 'Return at most this many edges [default: all]'
            cand --before-id 'Start after this edge: only edges older than it are listed'
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;tcp-edge;update'= {
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
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;tcp-edge;delete'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
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
            cand --listen 'Address to listen on; port 0 picks a free port'
            cand --public-url 'Public base URL for the `uri` fields of responses [default: http://<listen address>]'
            cand --api-key-file 'File of accepted API keys, one per line (blank lines and # comments are ignored) [default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]'
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;session'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List online tunnel sessions, newest first'
            cand get 'Show one tunnel session'
            cand restart 'Restart the agent of a session'
            cand stop 'Stop the agent of a session; the session goes offline'
            cand update 'Update the agent of a session to the newest release of its major version'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;session;list'= {
            cand --limit 'Return at most this many sessions [default: all]'
            cand --before-id 'Start after this session: only sessions older than it are listed'
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;session;get'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;session;restart'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;session;stop'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;session;update'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
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
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand connect 'Bring an emulated agent online and print its tunnel session'
            cand release 'Manage the agent releases the emulator knows (what `session update` can move to)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;agent;connect'= {
            cand --os 'Operating system of the agent''s host [default: linux]'
            cand --agent-version 'Version the agent runs, as MAJOR.MINOR.PATCH [default: 3.18.4]'
            cand --region 'Region the session starts in [default: us]'
            cand --ip 'Source IP address of the session, IPv4 or IPv6 [default: 127.0.0.1]'
            cand --transport 'Transport of the session; SSH sessions cannot be restarted or updated [default: ngrok/2]'
            cand --credential-id 'Credential the agent authenticates with: cr_... for ngrok/2, sshcr_... for ssh [default: a credential of the agent''s own, whose ID is its first session''s ID with that prefix]'
            cand --metadata 'Data of your own from the agent''s configuration (at most 4096 bytes) [default: empty]'
            cand --update-checks 'Whether the agent''s configuration allows update checks; false makes `session update` refuse [default: true]'
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;agent;release'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand add 'Make releases known to the emulator (known ones are left as they are)'
            cand list 'List the known releases, newest version first'
            cand remove 'Forget releases'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;agent;release;add'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;agent;release;list'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;agent;release;remove'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
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
        &'tunnelctl;api'= {
            cand --input 'Request body as a JSON or YAML file (- for stdin); sent as JSON'
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand --paginate 'For a GET of a list: follow next_page_uri and print one merged list object'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;config'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand show 'Show the settings in effect and where each came from (secrets masked)'
            cand profiles 'List the profiles of the config file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tunnelctl;config;show'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;config;profiles'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
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
        &'tunnelctl;completions'= {
            cand -o 'Output format of results on stdout'
            cand --output 'Output format of results on stdout'
            cand --store 'Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]'
            cand --api-url 'Send requests to this API endpoint instead of using the embedded store (remote mode)'
            cand --api-key 'API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]'
            cand --connect-timeout 'Remote mode: how long to wait for a connection'
            cand --timeout 'Remote mode: how long one request may take in all, including reading the answer'
            cand --retries 'Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504 (never of POST or PATCH)'
            cand --lock-timeout 'How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)'
            cand --profile 'Profile of the config file to use [default: the file''s default_profile]'
            cand --color 'When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)'
            cand -y 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand --yes 'Answer yes to confirmations (deletes never prompt without a terminal anyway)'
            cand -q 'Print no status messages on stderr (errors are still printed)'
            cand --quiet 'Print no status messages on stderr (errors are still printed)'
            cand --dry-run 'Print the request that would change something (method, path, body) and send nothing'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'tunnelctl;help'= {
            cand tcp-edge 'Manage TCP edges: public TCP listeners with optional modules'
            cand serve 'Serve the embedded store over the HTTP API (for SDKs, other tools and teams)'
            cand session 'List online tunnel sessions; restart, stop or update their agents'
            cand agent 'Emulate agents: bring them online and manage the releases they update to'
            cand api 'Send a raw API request through the active transport and print the response body'
            cand config 'Show the configuration in effect and the profiles of the config file'
            cand completions 'Print a shell completion script'
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
        &'tunnelctl;help;completions'= {
        }
        &'tunnelctl;help;help'= {
        }
    ]
    $completions[$command]
}
