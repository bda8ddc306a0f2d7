/**
 * A client for the Plants API: a {@link com.example.plants.Client} reads {@link com.example.plants.Plant}s.
 */
package com.example.plants;
