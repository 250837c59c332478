/* The cart lives in a cookie of the storefront (handles and quantities); the server renders it. */
(function () {
  function read() {
    var match = document.cookie.match(/(?:^|; )cart=([^;]*)/);
    try { return match ? JSON.parse(decodeURIComponent(match[1])) : []; } catch (e) { return []; }
  }
  function write(items) {
    document.cookie = 'cart=' + encodeURIComponent(JSON.stringify(items)) + '; path=/; max-age=1209600; SameSite=Lax';
  }
  document.addEventListener('click', function (event) {
    var add = event.target.closest('[data-add-to-cart]');
    if (add) {
      var items = read();
      var handle = add.getAttribute('data-add-to-cart');
      var line = items.find(function (i) { return i.handle === handle; });
      if (line) line.quantity += 1; else items.push({ handle: handle, quantity: 1 });
      write(items);
      window.location.href = '/cart';
    }
    if (event.target.closest('[data-clear-cart]')) { write([]); window.location.reload(); }
  });
})();
